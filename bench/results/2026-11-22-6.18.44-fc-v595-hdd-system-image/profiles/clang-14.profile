preload-profile 1
# Learned by preloadctl record: files in first-use order, byte ranges read, paths looked up.
name clang-14
program /usr/lib/llvm-14/bin/clang
command clang-14 --version
recorded 1795365587364110
duration 165781
file /usr/lib/llvm-14/bin/clang
id dev=7:0 ino=196207 size=141216 mtime=1676635049.000000000 build-id=3ba9ea1bcbfb9b6c1bbf04607cf788096edde6f2
range 0+141216
file /usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2
id dev=7:0 ino=197470 size=215000 mtime=1777320873.000000000 build-id=7ebc65e52f2bbea498b4040fa92f7238377aaba9
range 0+215000
file /etc/ld.so.cache
id dev=7:0 ino=519376 size=40539 mtime=1795343986.875276507
range 0+40539
file /usr/lib/llvm-14/lib/libclang-cpp.so.14
id dev=7:0 ino=277761 size=58818256 mtime=1676635049.000000000 build-id=f7af24ccdd2ee82a3c15ac559bd1923cc7352d19
range 0+1306624 1327104+327680 1658880+131072 1794048+487424 2289664+139264 2461696+143360 2650112+143360 3035136+573440 3747840+5701632 9584640+266240 9953280+262144 11223040+131072 15716352+184320 29085696+131072 29220864+131072 29401088+131072
range 29601792+131072 31096832+131072 34492416+344064 35000320+143360 35397632+147456 35573760+131072 35770368+290816 36216832+131072 38604800+139264 38924288+131072 39129088+131072 39440384+131072 41078784+131072 41730048+131072 42225664+131072 44937216+131072
range 45432832+131072 46379008+131072 46936064+217088 47271936+131072 47468544+167936 47640576+253952 47902720+413696 50135040+131072 50356224+131072 56057856+2760400
file /usr/lib/x86_64-linux-gnu/libLLVM-14.so.1
id dev=7:0 ino=197610 size=109967296 mtime=1676635049.000000000 build-id=c660b6b628d81741b1a629afce603ae3b9849f4e
range 0+1650688 1662976+1306624 2973696+856064 3850240+724992 4829184+9228288 14114816+131072 14356480+159744 14520320+143360 14753792+131072 14913536+135168 15073280+413696 15499264+131072 15953920+131072 16158720+147456 16367616+180224 16596992+131072
range 16801792+131072 16990208+131072 17326080+225280 17580032+131072 17780736+356352 18202624+131072 18374656+131072 18509824+184320 18731008+131072 18923520+135168 19124224+131072 19300352+131072 19460096+258048 19742720+262144 20013056+131072 20152320+131072
range 20299776+270336 20639744+131072 20799488+131072 20955136+131072 21106688+131072 21245952+262144 21540864+131072 21831680+131072 22863872+131072 23130112+131072 23539712+143360 23838720+131072 24244224+131072 24436736+131072 24887296+192512 25083904+131072
range 25448448+131072 25726976+131072 25956352+131072 26365952+262144 26755072+131072 26918912+131072 27086848+131072 27328512+131072 27607040+131072 27865088+131072 28024832+131072 28217344+131072 28397568+131072 28540928+262144 28995584+131072 29351936+131072
range 29569024+131072 29716480+131072 29892608+131072 30072832+131072 30220288+131072 30355456+131072 30507008+131072 30769152+131072 30949376+131072 31174656+131072 31543296+131072 31694848+262144 31969280+131072 32280576+131072 32436224+131072 32686080+131072
range 32862208+131072 33218560+131072 33435648+131072 33595392+131072 33923072+131072 34574336+475136 35086336+192512 35328000+131072 35602432+139264 35926016+131072 36061184+163840 36241408+159744 36495360+131072 36646912+131072 36986880+266240 37257216+131072
range 37527552+131072 37683200+131072 37892096+131072 38039552+131072 38424576+131072 40464384+217088 42233856+131072 42385408+147456 43368448+131072 43540480+131072 43745280+135168 43925504+131072 44408832+131072 44552192+270336 44859392+131072 45068288+303104
range 45445120+131072 45608960+131072 45785088+131072 45928448+131072 46092288+159744 46268416+262144 46534656+143360 46694400+135168 47083520+376832 47878144+135168 48099328+131072 48394240+131072 49012736+151552 49201152+262144 49967104+131072 50130944+131072
range 50266112+270336 50556928+131072 50696192+131072 50864128+151552 51081216+131072 51224576+131072 51384320+131072 51519488+131072 51658752+131072 51793920+131072 51941376+262144 52387840+131072 52572160+131072 52826112+131072 52977664+188416 53190656+225280
range 53428224+262144 53882880+258048 54202368+131072 54374400+131072 54792192+135168 55005184+131072 55181312+192512 55504896+180224 55730176+131072 55939072+131072 56094720+237568 56336384+249856 56598528+139264 56860672+131072 57176064+131072 58433536+131072
range 58568704+163840 58740736+131072 58916864+147456 59109376+131072 59265024+131072 59490304+131072 59953152+131072 60239872+131072 60768256+131072 60903424+131072 61263872+487424 61816832+131072 61956096+184320 62185472+262144 63922176+167936 64266240+393216
range 64663552+131072 64806912+131072 64978944+262144 65294336+139264 65437696+131072 65609728+131072 65769472+131072 65929216+139264 66371584+131072 66670592+131072 66883584+131072 68444160+131072 69881856+131072 72929280+131072 79769600+131072 83521536+131072
range 84361216+131072 85827584+131072 89268224+131072 92639232+131072 96120832+131072 102047744+7919552
file /usr/lib/x86_64-linux-gnu/libstdc++.so.6.0.30
id dev=7:0 ino=198405 size=2190440 mtime=1744025177.000000000 build-id=289ee39f8c07bd4fa48102dfeeb7e6f9c76158b4
range 0+655360 659456+331776 1019904+131072 1167360+135168 1306624+155648 1560576+192512 1789952+131072 2121728+68712
file /usr/lib/x86_64-linux-gnu/libm.so.6
id dev=7:0 ino=198210 size=911904 mtime=1777320873.000000000 build-id=d6e6f9e3af1243eed9bf5efd366dd015a9f22c13
range 0+4096 8192+122880 139264+155648 536576+4096 843776+68128
file /usr/lib/x86_64-linux-gnu/libgcc_s.so.1
id dev=7:0 ino=198033 size=125312 mtime=1744025177.000000000 build-id=6f03384c2e3c38887dd3ba5a24b2e18c17e2f0e0
range 0+125312
file /usr/lib/x86_64-linux-gnu/libc.so.6
id dev=7:0 ino=197888 size=1926232 mtime=1777320873.000000000 build-id=93ac61ec5a8eb1396f9fbd350e3169a558528a40
range 0+4096 8192+393216 466944+458752 991232+131072 1138688+131072 1318912+65536 1449984+65536 1556480+155648 1851392+74840
file /usr/lib/x86_64-linux-gnu/libffi.so.8.1.2
id dev=7:0 ino=197998 size=43480 mtime=1666600001.000000000 build-id=4b5ef0d8f602b880c279f15ed3b07bf6686ea09b
range 0+32768 36864+6616
file /usr/lib/x86_64-linux-gnu/libedit.so.2.0.70
id dev=7:0 ino=197969 size=216640 mtime=1669024317.000000000 build-id=c2810e1d275efe9cc31aa034964d09044b79346b
range 0+216640
file /usr/lib/x86_64-linux-gnu/libz3.so.4
id dev=7:0 ino=198570 size=23278792 mtime=1675253163.000000000 build-id=26b6f1e1573ac7fc7c0e7fe2d5f6e1a35ee610b0
range 0+655360 1605632+172032 1921024+294912 11186176+131072 19472384+131072 23027712+251080
file /usr/lib/x86_64-linux-gnu/libz.so.1.2.13
id dev=7:0 ino=198568 size=121280 mtime=1667651086.000000000 build-id=1f95d5498d283b79505861523e20b3db2afdf518
range 0+90112 114688+6592
file /usr/lib/x86_64-linux-gnu/libtinfo.so.6.4
id dev=7:0 ino=198434 size=204088 mtime=1683470027.000000000 build-id=1d6c928a5e4f222cf4479cbb1fd4f63965b10a03
range 0+204088
file /usr/lib/x86_64-linux-gnu/libxml2.so.2.9.14
id dev=7:0 ino=198522 size=1750104 mtime=1760186477.000000000 build-id=7a8c29160e2b10fe76f6e382f0bed3fb9e6ace47
range 0+393216 1351680+4096 1679360+70744
file /usr/lib/x86_64-linux-gnu/libbsd.so.0.11.7
id dev=7:0 ino=197880 size=84840 mtime=1675016808.000000000 build-id=d830808c93622acd159aacd728121ee9d9f8513f
range 0+84840
file /usr/lib/x86_64-linux-gnu/libicuuc.so.72.1
id dev=7:0 ino=198157 size=2078888 mtime=1750621668.000000000 build-id=7c2205f373c674d117347a60025ee64af406ff97
range 0+589824 1413120+4096 1933312+145576
file /usr/lib/x86_64-linux-gnu/liblzma.so.5.4.1
id dev=7:0 ino=198206 size=190456 mtime=1743710139.000000000 build-id=72a44fc3edc93188d045e65d92d28d50e373dbcb
range 0+81920 122880+67576
file /usr/lib/x86_64-linux-gnu/libmd.so.0.0.5
id dev=7:0 ino=198217 size=47312 mtime=1657417415.000000000 build-id=bfcdab3e6fabdc0d6f3e3e7d562330e80601a5af
range 0+47312
file /usr/lib/x86_64-linux-gnu/libicudata.so.72.1
id dev=7:0 ino=198137 size=31262256 mtime=1750621668.000000000 build-id=4af0bd8d2998737d01349e835fa245bdf5b6836c
range 0+147456 31195136+67120
file /usr/lib/os-release
id dev=7:0 ino=196942 size=267 mtime=1746802200.000000000
range 0+267
file /etc/debian_version
id dev=7:0 ino=518677 size=6 mtime=1746802200.000000000
range 0+6
lookup /etc/ld.so.preload
lookup /lib/x86_64-linux-gnu/libclang-cpp.so.14
lookup /lib/x86_64-linux-gnu/libLLVM-14.so.1
lookup /lib/x86_64-linux-gnu/libstdc++.so.6
lookup /lib/x86_64-linux-gnu/libm.so.6
lookup /lib/x86_64-linux-gnu/libgcc_s.so.1
lookup /lib/x86_64-linux-gnu/libc.so.6
lookup /lib/x86_64-linux-gnu/../lib/glibc-hwcaps/x86-64-v4/libffi.so.8
lookup /lib/x86_64-linux-gnu/../lib/glibc-hwcaps/x86-64-v4
lookup /lib/x86_64-linux-gnu/../lib/glibc-hwcaps/x86-64-v3/libffi.so.8
lookup /lib/x86_64-linux-gnu/../lib/glibc-hwcaps/x86-64-v3
lookup /lib/x86_64-linux-gnu/../lib/glibc-hwcaps/x86-64-v2/libffi.so.8
lookup /lib/x86_64-linux-gnu/../lib/glibc-hwcaps/x86-64-v2
lookup /lib/x86_64-linux-gnu/../lib/tls/haswell/avx512_1/x86_64/libffi.so.8
lookup /lib/x86_64-linux-gnu/../lib/tls/haswell/avx512_1/x86_64
lookup /lib/x86_64-linux-gnu/../lib/tls/haswell/avx512_1/libffi.so.8
lookup /lib/x86_64-linux-gnu/../lib/tls/haswell/avx512_1
lookup /lib/x86_64-linux-gnu/../lib/tls/haswell/x86_64/libffi.so.8
lookup /lib/x86_64-linux-gnu/../lib/tls/haswell/x86_64
lookup /lib/x86_64-linux-gnu/../lib/tls/haswell/libffi.so.8
lookup /lib/x86_64-linux-gnu/../lib/tls/haswell
lookup /lib/x86_64-linux-gnu/../lib/tls/avx512_1/x86_64/libffi.so.8
lookup /lib/x86_64-linux-gnu/../lib/tls/avx512_1/x86_64
lookup /lib/x86_64-linux-gnu/../lib/tls/avx512_1/libffi.so.8
lookup /lib/x86_64-linux-gnu/../lib/tls/avx512_1
lookup /lib/x86_64-linux-gnu/../lib/tls/x86_64/libffi.so.8
lookup /lib/x86_64-linux-gnu/../lib/tls/x86_64
lookup /lib/x86_64-linux-gnu/../lib/tls/libffi.so.8
lookup /lib/x86_64-linux-gnu/../lib/tls
lookup /lib/x86_64-linux-gnu/../lib/haswell/avx512_1/x86_64/libffi.so.8
lookup /lib/x86_64-linux-gnu/../lib/haswell/avx512_1/x86_64
lookup /lib/x86_64-linux-gnu/../lib/haswell/avx512_1/libffi.so.8
lookup /lib/x86_64-linux-gnu/../lib/haswell/avx512_1
lookup /lib/x86_64-linux-gnu/../lib/haswell/x86_64/libffi.so.8
lookup /lib/x86_64-linux-gnu/../lib/haswell/x86_64
lookup /lib/x86_64-linux-gnu/../lib/haswell/libffi.so.8
lookup /lib/x86_64-linux-gnu/../lib/haswell
lookup /lib/x86_64-linux-gnu/../lib/avx512_1/x86_64/libffi.so.8
lookup /lib/x86_64-linux-gnu/../lib/avx512_1/x86_64
lookup /lib/x86_64-linux-gnu/../lib/avx512_1/libffi.so.8
lookup /lib/x86_64-linux-gnu/../lib/avx512_1
lookup /lib/x86_64-linux-gnu/../lib/x86_64/libffi.so.8
lookup /lib/x86_64-linux-gnu/../lib/x86_64
lookup /lib/x86_64-linux-gnu/../lib/libffi.so.8
lookup /lib/x86_64-linux-gnu/../lib
lookup /lib/x86_64-linux-gnu/libffi.so.8
lookup /lib/x86_64-linux-gnu/libedit.so.2
lookup /lib/x86_64-linux-gnu/libz3.so.4
lookup /lib/x86_64-linux-gnu/libz.so.1
lookup /lib/x86_64-linux-gnu/libtinfo.so.6
lookup /lib/x86_64-linux-gnu/libxml2.so.2
lookup /lib/x86_64-linux-gnu/libbsd.so.0
lookup /lib/x86_64-linux-gnu/libicuuc.so.72
lookup /lib/x86_64-linux-gnu/liblzma.so.5
lookup /lib/x86_64-linux-gnu/libmd.so.0
lookup /lib/x86_64-linux-gnu/libicudata.so.72
lookup /usr
lookup /usr/lib
lookup /usr/lib/llvm-14
lookup /usr/lib/llvm-14/bin
lookup /usr/local/sbin/clang-14
lookup /usr/local/bin/clang-14
lookup /usr/sbin/clang-14
lookup /usr/bin/clang-14
lookup /usr/bin
lookup /usr/lib/llvm-14/lib/clang/14.0.6/lib/x86_64-pc-linux-gnu
lookup /usr/lib/llvm-14/bin/../lib/x86_64-pc-linux-gnu
lookup /usr/lib/llvm-14/lib/clang/14.0.6/lib/linux/x86_64
lookup /usr/local/sbin/ptxas
lookup /usr/local/bin/ptxas
lookup /usr/sbin/ptxas
lookup /usr/bin/ptxas
lookup /sbin/ptxas
lookup /bin/ptxas
lookup /etc/os-release
lookup /etc/lsb-release
lookup /etc/redhat-release
lookup /usr/local/cuda
lookup /usr/local/cuda-8.0
lookup /usr/local/cuda-7.5
lookup /usr/local/cuda-7.0
lookup /usr/lib/cuda
lookup /usr/bin/.hipVersion
lookup /usr/lib/llvm-14/bin/.hipVersion
lookup /usr/lib/llvm-14/lib/clang/14.0.6
lookup /usr/lib/llvm-14/lib/clang/14.0.6/bin/.hipVersion
lookup /opt/rocm
lookup /etc/env.d/gcc
lookup /usr/bin/..
lookup /usr/bin/../lib64
lookup /usr/bin/../lib64/gcc
lookup /usr/bin/../lib64/gcc-cross
lookup /usr/bin/../lib
lookup /usr/bin/../lib/gcc
lookup /usr/bin/../lib/gcc-cross
lookup /usr/bin/../lib/gcc/x86_64-linux-gnu/12/64/crtbegin.o
lookup /usr/bin/../lib/gcc/x86_64-linux-gnu/12/crtbegin.o
lookup /usr/bin/../lib/gcc/x86_64-linux-gnu/12/32/crtbegin.o
lookup /usr/bin/../lib/gcc/x86_64-linux-gnu/12/x32/crtbegin.o
lookup /usr/bin/../libx32
lookup /usr/bin/../lib32
lookup /usr/bin/../lib32/gcc
lookup /usr/bin/../lib32/gcc-cross
lookup /usr/bin/../lib/gcc/x86_64-linux-gnu/12
lookup /usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../x86_64-linux-gnu/lib/../lib64
lookup /usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../lib64
lookup /lib/x86_64-linux-gnu
lookup /lib/../lib64
lookup /usr/lib/x86_64-linux-gnu
lookup /usr/lib/../lib64
lookup /usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../x86_64-linux-gnu/lib
lookup /usr/lib/llvm-14/bin/../lib/libc++.so
lookup /lib
