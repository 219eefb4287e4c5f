preload-profile 1
# Learned by preloadctl record: files in first-use order, byte ranges read, paths looked up.
name gcc
observed 3
file /usr/bin/x86_64-linux-gnu-gcc-12
id dev=7:0 ino=521108 size=1301496 mtime=1744025177.000000000 build-id=fe89f8172cfbf6a67124ac062279dd05b6a0aa20
range 0+327680 487424+716800 1216512+84984
file /usr/lib/x86_64-linux-gnu/libc.so.6
id dev=7:0 ino=579447 size=1926232 mtime=1777320873.000000000 build-id=93ac61ec5a8eb1396f9fbd350e3169a558528a40
range 0+1126400 1249280+524288 1830912+95320
file /usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2
id dev=7:0 ino=579025 size=215000 mtime=1777320873.000000000 build-id=7ebc65e52f2bbea498b4040fa92f7238377aaba9
range 0+215000
file /usr/lib/gcc/x86_64-linux-gnu/12/cc1
id dev=7:0 ino=546387 size=33342568 mtime=1744025177.000000000 build-id=4178c06f7ed4d0729fd9fa20d167096eb12df370
range 0+1310720 1572864+262144 1900544+524288 2428928+2027520 4653056+5832704 10493952+1003520 11796480+405504 12763136+131072 14114816+499712 14647296+540672 15220736+131072 15745024+131072 15986688+196608 17788928+167936 17993728+421888 18464768+212992
range 18739200+135168 19132416+135168 19501056+159744 19664896+2420736 22261760+483328 22806528+458752 23330816+1343488 24707072+655360 25624576+131072 26607616+778240 27721728+131072 27918336+131072 28082176+294912 28434432+204800 28835840+327680 29360128+1179648
range 33210368+132200
file /usr/lib/x86_64-linux-gnu/libisl.so.23.2.0
id dev=7:0 ino=579720 size=2139864 mtime=1704193093.000000000 build-id=2d349127830ec7dfd27de2a9352ca110316ea5eb
misses 1
range 0+466944 1712128+4096 2035712+104152
file /usr/lib/x86_64-linux-gnu/libmpfr.so.6.2.0
id dev=7:0 ino=579787 size=762256 mtime=1673716646.000000000 build-id=6e33848f3498f4b85bc72f4f3136dbb93819dd69
misses 1
range 0+167936 614400+4096 647168+115088
file /usr/lib/x86_64-linux-gnu/libmpc.so.3.3.1
id dev=7:0 ino=579785 size=135064 mtime=1672053333.000000000 build-id=baccec2a6f2d3d681fa9adad012bcd42a902306c
misses 1
range 0+135064
file /etc/ld.so.cache
id dev=7:0 ino=402046 size=48323 mtime=1795782452.608601884
range 0+48323
file /usr/lib/locale/C.utf8/LC_CTYPE
id dev=7:0 ino=28215 size=353616 mtime=1777320873.000000000
range 0+65536 114688+176128
file /usr/lib/locale/C.utf8/LC_MESSAGES/SYS_LC_MESSAGES
id dev=7:0 ino=28219 size=48 mtime=1777320873.000000000
range 0+48
file /usr/lib/x86_64-linux-gnu/gconv/gconv-modules.cache
id dev=7:0 ino=578924 size=27028 mtime=1777320873.000000000
range 0+27028
file /usr/lib/x86_64-linux-gnu/libm.so.6
id dev=7:0 ino=579763 size=911904 mtime=1777320873.000000000 build-id=d6e6f9e3af1243eed9bf5efd366dd015a9f22c13
misses 1
range 0+311296 536576+4096 839680+72224
file /usr/lib/x86_64-linux-gnu/libzstd.so.1.5.4
id dev=7:0 ino=580123 size=763816 mtime=1679173110.000000000 build-id=d662b4158d7eac9a97404296d0a32a0e812a9f67
misses 1
range 0+86016 675840+4096 692224+71592
file /usr/lib/x86_64-linux-gnu/libz.so.1.2.13
id dev=7:0 ino=580119 size=121280 mtime=1667651086.000000000 build-id=1f95d5498d283b79505861523e20b3db2afdf518
misses 1
range 0+121280
file /usr/lib/x86_64-linux-gnu/libgmp.so.10.4.1
id dev=7:0 ino=579622 size=529216 mtime=1663872237.000000000 build-id=0c00b6d88e6ba3d5177fdae0bd46d8b9d007dc59
misses 1
range 0+167936 421888+4096 454656+74560
file /etc/locale.alias
id dev=7:0 ino=401440 size=2996 mtime=1777320873.000000000
range 0+2996
file /usr/bin/x86_64-linux-gnu-as
id dev=7:0 ino=521099 size=918952 mtime=1673717062.000000000 build-id=63f8e6e3e07a388e218d689ce7a6b411297b1601
misses 1
range 0+918952
file /usr/lib/x86_64-linux-gnu/libsframe.so.0.0.0
id dev=7:0 ino=579933 size=102912 mtime=1673717062.000000000 build-id=012d9c5857a073170d03665178b4061b790ffa28
misses 1
range 0+98304
file /usr/lib/x86_64-linux-gnu/libbfd-2.40-system.so
id dev=7:0 ino=579429 size=1514448 mtime=1673717062.000000000 build-id=7dad34520c84a9e02d6a9ace5fc3f5eb397304ca
misses 1
range 0+540672 602112+131072 999424+327680 1355776+158672
file /usr/lib/locale/C.utf8/LC_IDENTIFICATION
id dev=7:0 ino=28216 size=258 mtime=1777320873.000000000
range 0+258
file /usr/lib/locale/C.utf8/LC_MEASUREMENT
id dev=7:0 ino=28217 size=23 mtime=1777320873.000000000
range 0+23
file /usr/lib/locale/C.utf8/LC_TELEPHONE
id dev=7:0 ino=28224 size=47 mtime=1777320873.000000000
range 0+47
file /usr/lib/locale/C.utf8/LC_ADDRESS
id dev=7:0 ino=28213 size=127 mtime=1777320873.000000000
range 0+127
file /usr/lib/locale/C.utf8/LC_NAME
id dev=7:0 ino=28221 size=62 mtime=1777320873.000000000
range 0+62
file /usr/lib/locale/C.utf8/LC_PAPER
id dev=7:0 ino=28223 size=34 mtime=1777320873.000000000
range 0+34
file /usr/lib/locale/C.utf8/LC_MONETARY
id dev=7:0 ino=28220 size=270 mtime=1777320873.000000000
range 0+270
file /usr/lib/locale/C.utf8/LC_COLLATE
id dev=7:0 ino=28214 size=1406 mtime=1777320873.000000000
range 0+1406
file /usr/lib/locale/C.utf8/LC_TIME
id dev=7:0 ino=28225 size=3360 mtime=1777320873.000000000
range 0+3360
file /usr/lib/locale/C.utf8/LC_NUMERIC
id dev=7:0 ino=28222 size=50 mtime=1777320873.000000000
range 0+50
lookup /etc/ld.so.preload
lookup /usr/local/share/x86_64-linux-gnu-gcc-12
lookup /usr/local/share/x86_64
lookup /usr/share/x86_64-linux-gnu-gcc-12
lookup /usr/share/x86_64
lookup /etc/x86_64-linux-gnu-gcc-12
lookup /etc/x86_64
lookup /var/lib/x86_64-linux-gnu-gcc-12
lookup /var/lib/x86_64
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/home/.x86_64-linux-gnu-gcc-12
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/dwkw7dhie/config/x86_64-linux-gnu-gcc-12
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/home/.local/share/x86_64-linux-gnu-gcc-12
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/dwkw7dhie/cache/x86_64-linux-gnu-gcc-12
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/home/.x86_64
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/dwkw7dhie/config/x86_64
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/home/.local/share/x86_64
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/dwkw7dhie/cache/x86_64
