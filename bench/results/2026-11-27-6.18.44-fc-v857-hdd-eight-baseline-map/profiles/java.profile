preload-profile 1
# Learned by preloadctl record: files in first-use order, byte ranges read, paths looked up.
name java
program /usr/lib/jvm/java-17-openjdk-amd64/bin/java
command java -version
recorded 1795765521137457
duration 97802
file /usr/lib/jvm/java-17-openjdk-amd64/bin/java
id dev=7:0 ino=576606 size=14392 mtime=1746088821.000000000 build-id=9c81348976100179b98a6e6e0dcc727c6dec4473
range 0+14392
file /usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2
id dev=7:0 ino=579027 size=215000 mtime=1777320873.000000000 build-id=7ebc65e52f2bbea498b4040fa92f7238377aaba9
range 0+215000
file /etc/ld.so.cache
id dev=7:0 ino=391466 size=48323 mtime=1795748890.173479095
range 0+48323
file /usr/lib/x86_64-linux-gnu/libz.so.1.2.13
id dev=7:0 ino=580121 size=121280 mtime=1667651086.000000000 build-id=1f95d5498d283b79505861523e20b3db2afdf518
range 0+90112 114688+6592
file /usr/lib/jvm/java-17-openjdk-amd64/lib/libjli.so
id dev=7:0 ino=576935 size=69296 mtime=1746088821.000000000 build-id=5409cb9a536abc16eb237c477f2a289924a253bb
range 0+69296
file /usr/lib/x86_64-linux-gnu/libc.so.6
id dev=7:0 ino=579449 size=1926232 mtime=1777320873.000000000 build-id=93ac61ec5a8eb1396f9fbd350e3169a558528a40
range 0+4096 8192+1114112 1138688+131072 1277952+98304 1384448+24576 1449984+262144 1851392+74840
file /etc/java-17-openjdk/jvm-amd64.cfg
id dev=7:0 ino=390831 size=54 mtime=1746088821.000000000
range 0+54
file /usr/lib/jvm/java-17-openjdk-amd64/lib/server/libjvm.so
id dev=7:0 ino=576966 size=24112704 mtime=1746088821.000000000 build-id=97da31b249941f25ff26a6126471221bb579d67f
range 0+2949120 3158016+135168 3563520+290816 3858432+811008 4702208+1757184 6471680+241664 6750208+675840 7499776+167936 7675904+544768 8228864+442368 8712192+425984 9142272+151552 9383936+323584 10227712+131072 10657792+139264 10817536+208896
range 11083776+221184 11464704+647168 12115968+131072 12263424+901120 13238272+401408 14422016+147456 14635008+1019904 15663104+299008 16076800+131072 16232448+1003520 18960384+1224704
file /usr/lib/x86_64-linux-gnu/libstdc++.so.6.0.30
id dev=7:0 ino=579958 size=2190440 mtime=1744025177.000000000 build-id=289ee39f8c07bd4fa48102dfeeb7e6f9c76158b4
range 0+655360 659456+126976 856064+135168 1560576+192512 2121728+68712
file /usr/lib/x86_64-linux-gnu/libm.so.6
id dev=7:0 ino=579765 size=911904 mtime=1777320873.000000000 build-id=d6e6f9e3af1243eed9bf5efd366dd015a9f22c13
range 0+4096 8192+122880 139264+159744 430080+36864 536576+4096 843776+68128
file /usr/lib/x86_64-linux-gnu/libgcc_s.so.1
id dev=7:0 ino=579588 size=125312 mtime=1744025177.000000000 build-id=6f03384c2e3c38887dd3ba5a24b2e18c17e2f0e0
range 0+125312
file /usr/share/zoneinfo/Etc/UTC
id dev=7:0 ino=296647 size=114 mtime=1756065323.000000000
range 0+114
file /usr/lib/jvm/java-17-openjdk-amd64/lib/libjimage.so
id dev=7:0 ino=576934 size=39624 mtime=1746088821.000000000 build-id=ff75ffb63e641e46f0ea16559489ea4e52886550
range 0+39624
file /usr/lib/jvm/java-17-openjdk-amd64/lib/modules
id dev=7:0 ino=576954 size=128651445 mtime=1746088821.000000000
range 0+16384 20480+360448 417792+131072 622592+131072 778240+229376 1351680+131072 20406272+8192
file /etc/nsswitch.conf
id dev=7:0 ino=390904 size=526 mtime=1750775953.000000000
range 0+526
file /etc/passwd
id dev=7:0 ino=390925 size=1221 mtime=1779294449.000000000
range 0+1221
file /usr/lib/jvm/java-17-openjdk-amd64/lib/libjava.so
id dev=7:0 ino=576930 size=185176 mtime=1746088821.000000000 build-id=3094820c1f6a87a959b471d93b84fc205d8fc7a5
range 0+185176
file /usr/lib/jvm/java-17-openjdk-amd64/lib/server/classes.jsa
id dev=7:0 ino=576963 size=13549568 mtime=1746088821.000000000
range 0+5324800 5357568+335872 5861376+131072 6057984+7491584
file /usr/lib/jvm/java-17-openjdk-amd64/lib/libjsvml.so
id dev=7:0 ino=576938 size=870880 mtime=1746088821.000000000 build-id=db6cb529a8cb3b5ff2728aa588e2eb36690617b4
range 0+262144 282624+4096 782336+88544
file /etc/locale.alias
id dev=7:0 ino=390873 size=2996 mtime=1777320873.000000000
range 0+2996
file /usr/lib/locale/C.utf8/LC_IDENTIFICATION
id dev=7:0 ino=577748 size=258 mtime=1777320873.000000000
range 0+258
file /usr/lib/x86_64-linux-gnu/gconv/gconv-modules.cache
id dev=7:0 ino=578926 size=27028 mtime=1777320873.000000000
range 0+27028
file /usr/lib/locale/C.utf8/LC_MEASUREMENT
id dev=7:0 ino=577749 size=23 mtime=1777320873.000000000
range 0+23
file /usr/lib/locale/C.utf8/LC_TELEPHONE
id dev=7:0 ino=577756 size=47 mtime=1777320873.000000000
range 0+47
file /usr/lib/locale/C.utf8/LC_ADDRESS
id dev=7:0 ino=577745 size=127 mtime=1777320873.000000000
range 0+127
file /usr/lib/locale/C.utf8/LC_NAME
id dev=7:0 ino=577753 size=62 mtime=1777320873.000000000
range 0+62
file /usr/lib/locale/C.utf8/LC_PAPER
id dev=7:0 ino=577755 size=34 mtime=1777320873.000000000
range 0+34
file /usr/lib/locale/C.utf8/LC_MESSAGES/SYS_LC_MESSAGES
id dev=7:0 ino=577751 size=48 mtime=1777320873.000000000
range 0+48
file /usr/lib/locale/C.utf8/LC_MONETARY
id dev=7:0 ino=577752 size=270 mtime=1777320873.000000000
range 0+270
file /usr/lib/locale/C.utf8/LC_COLLATE
id dev=7:0 ino=577746 size=1406 mtime=1777320873.000000000
range 0+1406
file /usr/lib/locale/C.utf8/LC_TIME
id dev=7:0 ino=577757 size=3360 mtime=1777320873.000000000
range 0+3360
file /usr/lib/locale/C.utf8/LC_NUMERIC
id dev=7:0 ino=577754 size=50 mtime=1777320873.000000000
range 0+50
file /usr/lib/locale/C.utf8/LC_CTYPE
id dev=7:0 ino=577747 size=353616 mtime=1777320873.000000000
range 0+65536 217088+53248
lookup /etc/ld.so.preload
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/glibc-hwcaps/x86-64-v4/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/glibc-hwcaps/x86-64-v4
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/glibc-hwcaps/x86-64-v3/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/glibc-hwcaps/x86-64-v3
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/glibc-hwcaps/x86-64-v2/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/glibc-hwcaps/x86-64-v2
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/tls/haswell/avx512_1/x86_64/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/tls/haswell/avx512_1/x86_64
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/tls/haswell/avx512_1/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/tls/haswell/avx512_1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/tls/haswell/x86_64/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/tls/haswell/x86_64
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/tls/haswell/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/tls/haswell
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/tls/avx512_1/x86_64/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/tls/avx512_1/x86_64
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/tls/avx512_1/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/tls/avx512_1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/tls/x86_64/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/tls/x86_64
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/tls/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/tls
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/haswell/avx512_1/x86_64/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/haswell/avx512_1/x86_64
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/haswell/avx512_1/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/haswell/avx512_1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/haswell/x86_64/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/haswell/x86_64
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/haswell/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/haswell
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/avx512_1/x86_64/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/avx512_1/x86_64
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/avx512_1/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/avx512_1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/x86_64/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/x86_64
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin ino=576603
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/glibc-hwcaps/x86-64-v4/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/glibc-hwcaps/x86-64-v4
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/glibc-hwcaps/x86-64-v3/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/glibc-hwcaps/x86-64-v3
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/glibc-hwcaps/x86-64-v2/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/glibc-hwcaps/x86-64-v2
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/tls/haswell/avx512_1/x86_64/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/tls/haswell/avx512_1/x86_64
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/tls/haswell/avx512_1/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/tls/haswell/avx512_1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/tls/haswell/x86_64/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/tls/haswell/x86_64
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/tls/haswell/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/tls/haswell
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/tls/avx512_1/x86_64/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/tls/avx512_1/x86_64
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/tls/avx512_1/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/tls/avx512_1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/tls/x86_64/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/tls/x86_64
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/tls/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/tls
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/haswell/avx512_1/x86_64/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/haswell/avx512_1/x86_64
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/haswell/avx512_1/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/haswell/avx512_1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/haswell/x86_64/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/haswell/x86_64
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/haswell/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/haswell
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/avx512_1/x86_64/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/avx512_1/x86_64
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/avx512_1/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/avx512_1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/x86_64/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/x86_64
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/libz.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib ino=576905
lookup /lib/x86_64-linux-gnu/libz.so.1 ino=580121
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/libjli.so
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/libjli.so ino=576935
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/libc.so.6
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/libc.so.6
lookup /lib/x86_64-linux-gnu/libc.so.6 ino=579449
lookup /usr/lib/jvm/java-17-openjdk-amd64/lib/jvm.cfg ino=390831
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/libstdc++.so.6
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/libstdc++.so.6
lookup /lib/x86_64-linux-gnu/libstdc++.so.6 ino=579958
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/libm.so.6
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/libm.so.6
lookup /lib/x86_64-linux-gnu/libm.so.6 ino=579765
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/libgcc_s.so.1
lookup /usr/lib/jvm/java-17-openjdk-amd64/bin/../lib/libgcc_s.so.1
lookup /lib/x86_64-linux-gnu/libgcc_s.so.1 ino=579588
lookup /usr ino=520193
lookup /usr/lib ino=545885
lookup /usr/lib/jvm ino=576599
lookup /usr/lib/jvm/java-17-openjdk-amd64 ino=576602
lookup /usr/lib/jvm/java-17-openjdk-amd64/lib ino=576905
lookup /usr/lib/jvm/java-17-openjdk-amd64/lib/server ino=576962
lookup /etc/localtime ino=296647
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/.hotspotrc
lookup / ino=2
lookup /tmp/hsperfdata_root ino=246948
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/. ino=393218
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/.hotspot_compiler
lookup /usr/lib/locale/locale-archive
lookup /usr/share/locale/locale.alias ino=390873
lookup /usr/lib/locale/C.UTF-8/LC_IDENTIFICATION
lookup /usr/lib/locale/C.UTF-8/LC_MEASUREMENT
lookup /usr/lib/locale/C.UTF-8/LC_TELEPHONE
lookup /usr/lib/locale/C.UTF-8/LC_ADDRESS
lookup /usr/lib/locale/C.UTF-8/LC_NAME
lookup /usr/lib/locale/C.UTF-8/LC_PAPER
lookup /usr/lib/locale/C.UTF-8/LC_MESSAGES
lookup /usr/lib/locale/C.utf8/LC_MESSAGES ino=577750
lookup /usr/lib/locale/C.UTF-8/LC_MONETARY
lookup /usr/lib/locale/C.UTF-8/LC_COLLATE
lookup /usr/lib/locale/C.UTF-8/LC_TIME
lookup /usr/lib/locale/C.UTF-8/LC_NUMERIC
lookup /usr/lib/locale/C.UTF-8/LC_CTYPE
lookup /tmp/.java_pid22406
lookup /tmp ino=246947
lookup /tmp/preload-scratch.xxr9pG ino=2
lookup /tmp/preload-scratch.xxr9pG/tmp ino=393217
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua ino=393218
