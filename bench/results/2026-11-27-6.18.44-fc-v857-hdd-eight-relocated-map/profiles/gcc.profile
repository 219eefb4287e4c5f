preload-profile 1
# Learned by preloadctl record: files in first-use order, byte ranges read, paths looked up.
name gcc
program /usr/bin/x86_64-linux-gnu-gcc-12
command gcc -O2 -c -o /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/gcc-record-replay-y70qjsr5/hello.o /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/hello.c
recorded 1795765105801305
duration 86929
file /usr/bin/x86_64-linux-gnu-gcc-12
id dev=7:0 ino=521108 size=1301496 mtime=1744025177.000000000 build-id=fe89f8172cfbf6a67124ac062279dd05b6a0aa20
range 0+315392 385024+131072 552960+466944 1036288+265208
file /usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2
id dev=7:0 ino=579027 size=215000 mtime=1777320873.000000000 build-id=7ebc65e52f2bbea498b4040fa92f7238377aaba9
range 0+215000
file /etc/ld.so.cache
id dev=7:0 ino=391466 size=48323 mtime=1795748890.173479095
range 0+48323
file /usr/lib/x86_64-linux-gnu/libc.so.6
id dev=7:0 ino=579449 size=1926232 mtime=1777320873.000000000 build-id=93ac61ec5a8eb1396f9fbd350e3169a558528a40
range 0+4096 8192+933888 950272+172032 1335296+49152 1449984+90112 1556480+155648 1851392+74840
file /etc/locale.alias
id dev=7:0 ino=390873 size=2996 mtime=1777320873.000000000
range 0+2996
file /usr/lib/locale/C.utf8/LC_CTYPE
id dev=7:0 ino=577747 size=353616 mtime=1777320873.000000000
range 0+65536 225280+40960
file /usr/lib/x86_64-linux-gnu/gconv/gconv-modules.cache
id dev=7:0 ino=578926 size=27028 mtime=1777320873.000000000
range 0+27028
file /usr/lib/locale/C.utf8/LC_MESSAGES/SYS_LC_MESSAGES
id dev=7:0 ino=577751 size=48 mtime=1777320873.000000000
range 0+48
file /usr/lib/gcc/x86_64-linux-gnu/12/cc1
id dev=7:0 ino=546387 size=33342568 mtime=1744025177.000000000 build-id=4178c06f7ed4d0729fd9fa20d167096eb12df370
range 0+1343488 1605632+131072 1740800+131072 1921024+131072 2064384+131072 2215936+131072 2494464+483328 3002368+393216 3424256+135168 3563520+200704 3768320+688128 4501504+131072 4722688+196608 4931584+524288 5476352+282624 5816320+311296
range 6131712+139264 6275072+638976 6950912+225280 7192576+954368 8151040+294912 8466432+290816 8785920+299008 9097216+278528 9383936+131072 9568256+344064 9928704+282624 10219520+221184 10559488+499712 11083776+479232 11866112+163840 12050432+217088
range 12828672+131072 14180352+131072 14315520+131072 14483456+131072 14712832+372736 15122432+131072 15286272+131072 15810560+131072 16052224+131072 17854464+135168 18059264+245760 18313216+151552 18530304+212992 18804736+147456 19197952+131072 19566592+135168
range 19730432+262144 20013056+315392 20340736+208896 20566016+339968 20910080+1232896 22327296+483328 22872064+450560 23379968+1261568 24711168+434176 25153536+258048 25677824+131072 26636288+712704 27422720+131072 27754496+131072 27947008+131072 28147712+131072
range 28291072+131072 28499968+253952 28758016+225280 28991488+253952 29249536+110592 29372416+131072 29544448+847872 30437376+131072 33271808+70760
file /usr/lib/x86_64-linux-gnu/libisl.so.23.2.0
id dev=7:0 ino=579722 size=2139864 mtime=1704193093.000000000 build-id=2d349127830ec7dfd27de2a9352ca110316ea5eb
range 0+524288 1712128+4096 2068480+71384
file /usr/lib/x86_64-linux-gnu/libmpc.so.3.3.1
id dev=7:0 ino=579787 size=135064 mtime=1672053333.000000000 build-id=baccec2a6f2d3d681fa9adad012bcd42a902306c
range 0+135064
file /usr/lib/x86_64-linux-gnu/libmpfr.so.6.2.0
id dev=7:0 ino=579789 size=762256 mtime=1673716646.000000000 build-id=6e33848f3498f4b85bc72f4f3136dbb93819dd69
range 0+262144 614400+4096 692224+70032
file /usr/lib/x86_64-linux-gnu/libgmp.so.10.4.1
id dev=7:0 ino=579624 size=529216 mtime=1663872237.000000000 build-id=0c00b6d88e6ba3d5177fdae0bd46d8b9d007dc59
range 0+262144 421888+4096 458752+70464
file /usr/lib/x86_64-linux-gnu/libz.so.1.2.13
id dev=7:0 ino=580121 size=121280 mtime=1667651086.000000000 build-id=1f95d5498d283b79505861523e20b3db2afdf518
range 0+90112 114688+6592
file /usr/lib/x86_64-linux-gnu/libzstd.so.1.5.4
id dev=7:0 ino=580125 size=763816 mtime=1679173110.000000000 build-id=d662b4158d7eac9a97404296d0a32a0e812a9f67
range 0+262144 675840+4096 696320+67496
file /usr/lib/x86_64-linux-gnu/libm.so.6
id dev=7:0 ino=579765 size=911904 mtime=1777320873.000000000 build-id=d6e6f9e3af1243eed9bf5efd366dd015a9f22c13
range 0+4096 8192+122880 155648+163840 483328+32768 536576+4096 843776+68128
file /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/hello.c
id dev=7:1 ino=393223 size=61 mtime=1795765074.075557816
range 0+61
file /usr/include/stdc-predef.h
id dev=7:0 ino=529200 size=2462 mtime=1777320873.000000000
range 0+2462
file /usr/include/stdio.h
id dev=7:0 ino=529202 size=31526 mtime=1777320873.000000000
range 0+31526
file /usr/include/x86_64-linux-gnu/bits/libc-header-start.h
id dev=7:0 ino=529815 size=4286 mtime=1777320873.000000000
range 0+4286
file /usr/include/features.h
id dev=7:0 ino=522613 size=18047 mtime=1777320873.000000000
range 0+18047
file /usr/include/features-time64.h
id dev=7:0 ino=522612 size=1409 mtime=1777320873.000000000
range 0+1409
file /usr/include/x86_64-linux-gnu/bits/wordsize.h
id dev=7:0 ino=529995 size=398 mtime=1777320873.000000000
range 0+398
file /usr/include/x86_64-linux-gnu/bits/timesize.h
id dev=7:0 ino=529927 size=1109 mtime=1777320873.000000000
range 0+1109
file /usr/include/x86_64-linux-gnu/sys/cdefs.h
id dev=7:0 ino=530050 size=26665 mtime=1777320873.000000000
range 0+26665
file /usr/include/x86_64-linux-gnu/bits/long-double.h
id dev=7:0 ino=529821 size=970 mtime=1777320873.000000000
range 0+970
file /usr/include/x86_64-linux-gnu/gnu/stubs.h
id dev=7:0 ino=530034 size=384 mtime=1777320873.000000000
range 0+384
file /usr/include/x86_64-linux-gnu/gnu/stubs-64.h
id dev=7:0 ino=530033 size=481 mtime=1777320873.000000000
range 0+481
file /usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h
id dev=7:0 ino=546503 size=13275 mtime=1744025177.000000000
range 0+13275
file /usr/lib/gcc/x86_64-linux-gnu/12/include/stdarg.h
id dev=7:0 ino=546500 size=4072 mtime=1744025177.000000000
range 0+4072
file /usr/include/x86_64-linux-gnu/bits/types.h
id dev=7:0 ino=529978 size=8806 mtime=1777320873.000000000
range 0+8806
file /usr/include/x86_64-linux-gnu/bits/typesizes.h
id dev=7:0 ino=529979 size=3737 mtime=1777320873.000000000
range 0+3737
file /usr/include/x86_64-linux-gnu/bits/time64.h
id dev=7:0 ino=529925 size=1340 mtime=1777320873.000000000
range 0+1340
file /usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h
id dev=7:0 ino=529933 size=381 mtime=1777320873.000000000
range 0+381
file /usr/include/x86_64-linux-gnu/bits/types/__mbstate_t.h
id dev=7:0 ino=529935 size=564 mtime=1777320873.000000000
range 0+564
file /usr/include/x86_64-linux-gnu/bits/types/__fpos64_t.h
id dev=7:0 ino=529932 size=410 mtime=1777320873.000000000
range 0+410
file /usr/include/x86_64-linux-gnu/bits/types/__FILE.h
id dev=7:0 ino=529931 size=110 mtime=1777320873.000000000
range 0+110
file /usr/include/x86_64-linux-gnu/bits/types/FILE.h
id dev=7:0 ino=529930 size=180 mtime=1777320873.000000000
range 0+180
file /usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h
id dev=7:0 ino=529952 size=4104 mtime=1777320873.000000000
range 0+4104
file /usr/include/x86_64-linux-gnu/bits/stdio_lim.h
id dev=7:0 ino=529897 size=1213 mtime=1777320873.000000000
range 0+1213
file /usr/include/x86_64-linux-gnu/bits/floatn.h
id dev=7:0 ino=529797 size=4508 mtime=1777320873.000000000
range 0+4508
file /usr/include/x86_64-linux-gnu/bits/floatn-common.h
id dev=7:0 ino=529796 size=10325 mtime=1777320873.000000000
range 0+10325
file /usr/include/x86_64-linux-gnu/bits/stdio.h
id dev=7:0 ino=529894 size=5599 mtime=1777320873.000000000
range 0+5599
file /usr/bin/x86_64-linux-gnu-as
id dev=7:0 ino=521099 size=918952 mtime=1673717062.000000000 build-id=63f8e6e3e07a388e218d689ce7a6b411297b1601
range 0+918952
file /usr/lib/x86_64-linux-gnu/libbfd-2.40-system.so
id dev=7:0 ino=579431 size=1514448 mtime=1673717062.000000000 build-id=7dad34520c84a9e02d6a9ace5fc3f5eb397304ca
range 0+393216 421888+139264 581632+217088 1114112+400336
file /usr/lib/x86_64-linux-gnu/libsframe.so.0.0.0
id dev=7:0 ino=579935 size=102912 mtime=1673717062.000000000 build-id=012d9c5857a073170d03665178b4061b790ffa28
range 0+102912
lookup /etc/ld.so.preload
lookup /lib/x86_64-linux-gnu/libc.so.6 ino=579449
lookup /usr/lib/locale/locale-archive
lookup /usr/share/locale/locale.alias ino=390873
lookup /usr/lib/locale/C.UTF-8/LC_CTYPE
lookup /usr/lib/locale/C.UTF-8/LC_MESSAGES
lookup /usr/lib/locale/C.utf8/LC_MESSAGES ino=577750
lookup /usr/share/locale/C.UTF-8/LC_MESSAGES/gcc-12.mo
lookup /usr/share/locale/C.utf8/LC_MESSAGES/gcc-12.mo
lookup /usr/share/locale/C/LC_MESSAGES/gcc-12.mo
lookup /usr/local/sbin/gcc
lookup /usr/local/bin/gcc
lookup /usr/sbin/gcc
lookup /usr/bin/gcc ino=521108
lookup /usr ino=520193
lookup /usr/bin ino=520194
lookup /usr/bin/gcc-12 ino=521108
lookup /tmp ino=246947
lookup /tmp/preload-scratch.TWgEqH ino=2
lookup /tmp/preload-scratch.TWgEqH/tmp ino=393217
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7 ino=393218
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/gcc-record-replay-y70qjsr5 ino=393401
lookup /usr/lib/gcc/x86_64-linux-gnu/12/. ino=546386
lookup /usr/lib/gcc/x86_64-linux-gnu/12/specs
lookup /usr/lib/gcc/x86_64-linux-gnu/12/../../../../x86_64-linux-gnu/lib/x86_64-linux-gnu/12/specs
lookup /usr/lib/gcc/x86_64-linux-gnu/12/../../../../x86_64-linux-gnu/lib/specs
lookup /usr/lib/gcc/x86_64-linux-gnu/specs
lookup /lib/x86_64-linux-gnu/libisl.so.23 ino=579722
lookup /lib/x86_64-linux-gnu/libmpc.so.3 ino=579787
lookup /lib/x86_64-linux-gnu/libmpfr.so.6 ino=579789
lookup /lib/x86_64-linux-gnu/libgmp.so.10 ino=579624
lookup /lib/x86_64-linux-gnu/libz.so.1 ino=580121
lookup /lib/x86_64-linux-gnu/libzstd.so.1 ino=580125
lookup /lib/x86_64-linux-gnu/libm.so.6 ino=579765
lookup /usr/lib ino=545885
lookup /usr/lib/gcc ino=546384
lookup /usr/lib/gcc/x86_64-linux-gnu ino=546385
lookup /usr/lib/gcc/x86_64-linux-gnu/12 ino=546386
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include ino=546403
lookup /usr/local ino=153967
lookup /usr/local/include ino=170686
lookup /usr/local/include/x86_64-linux-gnu
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include-fixed
lookup /usr/x86_64-linux-gnu
lookup /usr/include ino=521451
lookup /usr/include/x86_64-linux-gnu ino=529702
lookup /usr/lib/gcc/x86_64-linux-gnu/12/../../../../x86_64-linux-gnu/include
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/hello.c.gch
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include/stdc-predef.h
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include/stdc-predef.h.gch
lookup /usr/local/include/stdc-predef.h
lookup /usr/local/include/stdc-predef.h.gch
lookup /usr/include/x86_64-linux-gnu/stdc-predef.h
lookup /usr/include/x86_64-linux-gnu/stdc-predef.h.gch
lookup /usr/include/stdc-predef.h.gch
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include/stdio.h
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include/stdio.h.gch
lookup /usr/local/include/stdio.h
lookup /usr/local/include/stdio.h.gch
lookup /usr/include/x86_64-linux-gnu/stdio.h
lookup /usr/include/x86_64-linux-gnu/stdio.h.gch
lookup /usr/include/stdio.h.gch
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include/bits
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include/bits/libc-header-start.h
lookup /usr/local/include/bits
lookup /usr/local/include/bits/libc-header-start.h
lookup /usr/include/x86_64-linux-gnu/bits ino=529769
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include/features.h
lookup /usr/local/include/features.h
lookup /usr/include/x86_64-linux-gnu/features.h
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include/features-time64.h
lookup /usr/local/include/features-time64.h
lookup /usr/include/x86_64-linux-gnu/features-time64.h
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include/bits/wordsize.h
lookup /usr/local/include/bits/wordsize.h
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include/bits/timesize.h
lookup /usr/local/include/bits/timesize.h
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include/sys
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include/sys/cdefs.h
lookup /usr/local/include/sys
lookup /usr/local/include/sys/cdefs.h
lookup /usr/include/x86_64-linux-gnu/sys ino=530046
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include/bits/long-double.h
lookup /usr/local/include/bits/long-double.h
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include/gnu
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include/gnu/stubs.h
lookup /usr/local/include/gnu
lookup /usr/local/include/gnu/stubs.h
lookup /usr/include/x86_64-linux-gnu/gnu ino=530029
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include/gnu/stubs-64.h
lookup /usr/local/include/gnu/stubs-64.h
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include/bits/types.h
lookup /usr/local/include/bits/types.h
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include/bits/typesizes.h
lookup /usr/local/include/bits/typesizes.h
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include/bits/time64.h
lookup /usr/local/include/bits/time64.h
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include/bits/types/__fpos_t.h
lookup /usr/local/include/bits/types/__fpos_t.h
lookup /usr/include/x86_64-linux-gnu/bits/types ino=529929
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include/bits/types/__mbstate_t.h
lookup /usr/local/include/bits/types/__mbstate_t.h
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include/bits/types/__fpos64_t.h
lookup /usr/local/include/bits/types/__fpos64_t.h
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include/bits/types/__FILE.h
lookup /usr/local/include/bits/types/__FILE.h
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include/bits/types/FILE.h
lookup /usr/local/include/bits/types/FILE.h
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include/bits/types/struct_FILE.h
lookup /usr/local/include/bits/types/struct_FILE.h
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include/bits/stdio_lim.h
lookup /usr/local/include/bits/stdio_lim.h
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include/bits/floatn.h
lookup /usr/local/include/bits/floatn.h
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include/bits/floatn-common.h
lookup /usr/local/include/bits/floatn-common.h
lookup /usr/lib/gcc/x86_64-linux-gnu/12/include/bits/stdio.h
lookup /usr/local/include/bits/stdio.h
lookup /usr/lib/gcc/x86_64-linux-gnu/12/x86_64-linux-gnu-as
lookup /usr/lib/gcc/x86_64-linux-gnu/12/as
lookup /usr/lib/gcc/x86_64-linux-gnu/x86_64-linux-gnu-as
lookup /usr/lib/gcc/x86_64-linux-gnu/as
lookup /usr/lib/gcc/x86_64-linux-gnu/12/../../../../x86_64-linux-gnu/bin/x86_64-linux-gnu/12/x86_64-linux-gnu-as
lookup /usr/lib/gcc/x86_64-linux-gnu/12/../../../../x86_64-linux-gnu/bin/x86_64-linux-gnu/12/as
lookup /usr/lib/gcc/x86_64-linux-gnu/12/../../../../x86_64-linux-gnu/bin/x86_64-linux-gnu/x86_64-linux-gnu-as
lookup /usr/lib/gcc/x86_64-linux-gnu/12/../../../../x86_64-linux-gnu/bin/x86_64-linux-gnu/as
lookup /usr/lib/gcc/x86_64-linux-gnu/12/../../../../x86_64-linux-gnu/bin/x86_64-linux-gnu-as
lookup /usr/lib/gcc/x86_64-linux-gnu/12/../../../../x86_64-linux-gnu/bin/as
lookup /usr/local/sbin/as
lookup /usr/local/bin/as
lookup /usr/sbin/as
lookup /usr/bin/as ino=521099
lookup /lib/x86_64-linux-gnu/libbfd-2.40-system.so ino=579431
lookup /lib/x86_64-linux-gnu/libsframe.so.0 ino=579935
lookup /usr/share/locale/C.UTF-8/LC_MESSAGES/gas.mo
lookup /usr/share/locale/C.utf8/LC_MESSAGES/gas.mo
lookup /usr/share/locale/C/LC_MESSAGES/gas.mo
lookup /usr/lib/gcc/x86_64-linux-gnu/. ino=546385
lookup /usr/lib/gcc/x86_64-linux-gnu/12/../../../../x86_64-linux-gnu/bin/x86_64-linux-gnu/12/.
lookup /usr/lib/gcc/x86_64-linux-gnu/12/../../../../x86_64-linux-gnu/bin/x86_64-linux-gnu/.
lookup /usr/lib/gcc/x86_64-linux-gnu/12/../../../../x86_64-linux-gnu/bin/.
lookup /usr/lib/gcc/x86_64-linux-gnu/12/../../../../x86_64-linux-gnu/lib/x86_64-linux-gnu/12/.
lookup /usr/lib/gcc/x86_64-linux-gnu/12/../../../../x86_64-linux-gnu/lib/x86_64-linux-gnu/.
lookup /usr/lib/gcc/x86_64-linux-gnu/12/../../../../x86_64-linux-gnu/lib/../lib/.
lookup /usr/lib/gcc/x86_64-linux-gnu/12/../../../x86_64-linux-gnu/12/.
lookup /usr/lib/gcc/x86_64-linux-gnu/12/../../../x86_64-linux-gnu/. ino=578615
lookup /usr/lib/gcc/x86_64-linux-gnu/12/../../../../lib/. ino=545885
lookup /lib/x86_64-linux-gnu/12/.
lookup /lib/x86_64-linux-gnu/. ino=578615
lookup /lib/../lib/. ino=545885
lookup /usr/lib/x86_64-linux-gnu/12/.
lookup /usr/lib/x86_64-linux-gnu/. ino=578615
lookup /usr/lib/../lib/. ino=545885
lookup /usr/lib/gcc/x86_64-linux-gnu/12/../../../../x86_64-linux-gnu/lib/.
lookup /usr/lib/gcc/x86_64-linux-gnu/12/../../../. ino=545885
lookup /lib/. ino=545885
lookup /usr/lib/. ino=545885
