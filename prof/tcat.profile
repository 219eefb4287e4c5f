preload-profile 1
# Learned by preloadctl record: files in first-use order, byte ranges read, paths looked up.
name tcat
program /usr/bin/dash
command sh -c cat\x20mnt/t/s*/*\x20mnt/t/frag\x20>\x20/dev/null
recorded 1795459482239810
duration 138659
file /usr/bin/dash
id dev=254:0 ino=247072 size=125640 mtime=1672924848.000000000 build-id=be6397ddffc3e384c505d7deab3bed190c884df9
range 0+125640
file /usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2
id dev=254:0 ino=325835 size=215000 mtime=1777320873.000000000 build-id=7ebc65e52f2bbea498b4040fa92f7238377aaba9
range 0+215000
file /etc/ld.so.cache
id dev=254:0 ino=819 size=39895 mtime=1795458617.356290632
range 0+39895
file /usr/lib/x86_64-linux-gnu/libc.so.6
id dev=254:0 ino=326269 size=1926232 mtime=1777320873.000000000 build-id=93ac61ec5a8eb1396f9fbd350e3169a558528a40
range 0+438272 471040+294912 831488+327680 1323008+229376 1556480+192512 1896448+24576
file /usr/bin/cat
id dev=254:0 ino=247026 size=44016 mtime=1663687647.000000000 build-id=b39fcce36ca2f4d03cae6b3e13d12cbb74c413e8
range 0+44016
file /etc/locale.alias
id dev=254:0 ino=686 size=2996 mtime=1777320873.000000000
range 0+2996
file /usr/lib/locale/C.utf8/LC_IDENTIFICATION
id dev=254:0 ino=316527 size=258 mtime=1777320873.000000000
range 0+258
file /usr/lib/x86_64-linux-gnu/gconv/gconv-modules.cache
id dev=254:0 ino=325737 size=27028 mtime=1777320873.000000000
range 0+27028
file /usr/lib/locale/C.utf8/LC_MEASUREMENT
id dev=254:0 ino=316528 size=23 mtime=1777320873.000000000
range 0+23
file /usr/lib/locale/C.utf8/LC_TELEPHONE
id dev=254:0 ino=316535 size=47 mtime=1777320873.000000000
range 0+47
file /usr/lib/locale/C.utf8/LC_ADDRESS
id dev=254:0 ino=316524 size=127 mtime=1777320873.000000000
range 0+127
file /usr/lib/locale/C.utf8/LC_NAME
id dev=254:0 ino=316532 size=62 mtime=1777320873.000000000
range 0+62
file /usr/lib/locale/C.utf8/LC_PAPER
id dev=254:0 ino=316534 size=34 mtime=1777320873.000000000
range 0+34
file /usr/lib/locale/C.utf8/LC_MESSAGES/SYS_LC_MESSAGES
id dev=254:0 ino=316530 size=48 mtime=1777320873.000000000
range 0+48
file /usr/lib/locale/C.utf8/LC_MONETARY
id dev=254:0 ino=316531 size=270 mtime=1777320873.000000000
range 0+270
file /usr/lib/locale/C.utf8/LC_COLLATE
id dev=254:0 ino=316525 size=1406 mtime=1777320873.000000000
range 0+1406
file /usr/lib/locale/C.utf8/LC_TIME
id dev=254:0 ino=316536 size=3360 mtime=1777320873.000000000
range 0+3360
file /usr/lib/locale/C.utf8/LC_NUMERIC
id dev=254:0 ino=316533 size=50 mtime=1777320873.000000000
range 0+50
file /usr/lib/locale/C.utf8/LC_CTYPE
id dev=254:0 ino=316526 size=353616 mtime=1777320873.000000000
range 0+65536 217088+65536
file /work/main/mnt/t/s1/a-long-file-name-1
id dev=254:0 ino=5324954 size=4 mtime=1795459482.152266110
range 0+4
file /work/main/mnt/t/s1/a-long-file-name-10
id dev=254:0 ino=5324989 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-11
id dev=254:0 ino=5324990 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-12
id dev=254:0 ino=5324992 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-13
id dev=254:0 ino=5324996 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-14
id dev=254:0 ino=5325003 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-15
id dev=254:0 ino=5325004 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-16
id dev=254:0 ino=5325005 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-17
id dev=254:0 ino=5325009 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-18
id dev=254:0 ino=5325019 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-19
id dev=254:0 ino=5325051 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-2
id dev=254:0 ino=5324959 size=4 mtime=1795459482.152266110
range 0+4
file /work/main/mnt/t/s1/a-long-file-name-20
id dev=254:0 ino=5325058 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-21
id dev=254:0 ino=5325073 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-22
id dev=254:0 ino=5325081 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-23
id dev=254:0 ino=5325082 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-24
id dev=254:0 ino=5325085 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-25
id dev=254:0 ino=5325089 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-26
id dev=254:0 ino=5325102 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-27
id dev=254:0 ino=5325103 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-28
id dev=254:0 ino=5325104 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-29
id dev=254:0 ino=5325105 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-3
id dev=254:0 ino=5324962 size=4 mtime=1795459482.152266110
range 0+4
file /work/main/mnt/t/s1/a-long-file-name-30
id dev=254:0 ino=5325115 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-31
id dev=254:0 ino=5325116 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-32
id dev=254:0 ino=5325118 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-33
id dev=254:0 ino=5325119 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-34
id dev=254:0 ino=5325120 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-35
id dev=254:0 ino=5325124 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-36
id dev=254:0 ino=5325128 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-37
id dev=254:0 ino=5325129 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-38
id dev=254:0 ino=5325130 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-39
id dev=254:0 ino=5325131 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-4
id dev=254:0 ino=5324974 size=4 mtime=1795459482.152266110
range 0+4
file /work/main/mnt/t/s1/a-long-file-name-40
id dev=254:0 ino=5325132 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-41
id dev=254:0 ino=5325133 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-42
id dev=254:0 ino=5325134 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-43
id dev=254:0 ino=5325135 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-44
id dev=254:0 ino=5325136 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-45
id dev=254:0 ino=5325137 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-46
id dev=254:0 ino=5325141 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-47
id dev=254:0 ino=5325142 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-48
id dev=254:0 ino=5325143 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-49
id dev=254:0 ino=5325144 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-5
id dev=254:0 ino=5324975 size=4 mtime=1795459482.156266109
range 0+4
file /work/main/mnt/t/s1/a-long-file-name-50
id dev=254:0 ino=5325145 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-51
id dev=254:0 ino=5325146 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-52
id dev=254:0 ino=5325147 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-53
id dev=254:0 ino=5325148 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-54
id dev=254:0 ino=5325150 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-55
id dev=254:0 ino=5325153 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-56
id dev=254:0 ino=5325158 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-57
id dev=254:0 ino=5325159 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-58
id dev=254:0 ino=5325163 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-59
id dev=254:0 ino=5325164 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-6
id dev=254:0 ino=5324976 size=4 mtime=1795459482.156266109
range 0+4
file /work/main/mnt/t/s1/a-long-file-name-60
id dev=254:0 ino=5325165 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-61
id dev=254:0 ino=5325166 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-62
id dev=254:0 ino=5325167 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-63
id dev=254:0 ino=5325168 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-64
id dev=254:0 ino=5325169 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-65
id dev=254:0 ino=5325173 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-66
id dev=254:0 ino=5325174 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-67
id dev=254:0 ino=5325175 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-68
id dev=254:0 ino=5325176 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-69
id dev=254:0 ino=5325177 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-7
id dev=254:0 ino=5324978 size=4 mtime=1795459482.156266109
range 0+4
file /work/main/mnt/t/s1/a-long-file-name-70
id dev=254:0 ino=5325178 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-71
id dev=254:0 ino=5325179 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-72
id dev=254:0 ino=5325180 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-73
id dev=254:0 ino=5325181 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-74
id dev=254:0 ino=5325182 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-75
id dev=254:0 ino=5325183 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-76
id dev=254:0 ino=5325184 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-77
id dev=254:0 ino=5325185 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-78
id dev=254:0 ino=5325191 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-79
id dev=254:0 ino=5325192 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-8
id dev=254:0 ino=5324985 size=4 mtime=1795459482.156266109
range 0+4
file /work/main/mnt/t/s1/a-long-file-name-80
id dev=254:0 ino=5325193 size=5 mtime=1795459482.156266109
range 0+5
file /work/main/mnt/t/s1/a-long-file-name-9
id dev=254:0 ino=5324986 size=4 mtime=1795459482.156266109
range 0+4
file /work/main/mnt/t/s2/a-long-file-name-1
id dev=254:0 ino=5325195 size=4 mtime=1795459482.160266109
range 0+4
file /work/main/mnt/t/s2/a-long-file-name-10
id dev=254:0 ino=5325211 size=5 mtime=1795459482.160266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-11
id dev=254:0 ino=5325212 size=5 mtime=1795459482.160266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-12
id dev=254:0 ino=5325213 size=5 mtime=1795459482.160266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-13
id dev=254:0 ino=5325214 size=5 mtime=1795459482.160266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-14
id dev=254:0 ino=5325215 size=5 mtime=1795459482.160266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-15
id dev=254:0 ino=5325216 size=5 mtime=1795459482.160266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-16
id dev=254:0 ino=5325217 size=5 mtime=1795459482.160266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-17
id dev=254:0 ino=5325220 size=5 mtime=1795459482.160266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-18
id dev=254:0 ino=5325221 size=5 mtime=1795459482.160266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-19
id dev=254:0 ino=5325222 size=5 mtime=1795459482.160266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-2
id dev=254:0 ino=5325196 size=4 mtime=1795459482.160266109
range 0+4
file /work/main/mnt/t/s2/a-long-file-name-20
id dev=254:0 ino=5325223 size=5 mtime=1795459482.160266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-21
id dev=254:0 ino=5325224 size=5 mtime=1795459482.160266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-22
id dev=254:0 ino=5325225 size=5 mtime=1795459482.160266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-23
id dev=254:0 ino=5325226 size=5 mtime=1795459482.160266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-24
id dev=254:0 ino=5325227 size=5 mtime=1795459482.160266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-25
id dev=254:0 ino=5325228 size=5 mtime=1795459482.160266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-26
id dev=254:0 ino=5325229 size=5 mtime=1795459482.160266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-27
id dev=254:0 ino=5325230 size=5 mtime=1795459482.160266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-28
id dev=254:0 ino=5325231 size=5 mtime=1795459482.160266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-29
id dev=254:0 ino=5325232 size=5 mtime=1795459482.160266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-3
id dev=254:0 ino=5325197 size=4 mtime=1795459482.160266109
range 0+4
file /work/main/mnt/t/s2/a-long-file-name-30
id dev=254:0 ino=5325233 size=5 mtime=1795459482.160266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-31
id dev=254:0 ino=5325237 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-32
id dev=254:0 ino=5325245 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-33
id dev=254:0 ino=5325246 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-34
id dev=254:0 ino=5325247 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-35
id dev=254:0 ino=5325249 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-36
id dev=254:0 ino=5325253 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-37
id dev=254:0 ino=5325254 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-38
id dev=254:0 ino=5325255 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-39
id dev=254:0 ino=5325256 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-4
id dev=254:0 ino=5325201 size=4 mtime=1795459482.160266109
range 0+4
file /work/main/mnt/t/s2/a-long-file-name-40
id dev=254:0 ino=5325257 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-41
id dev=254:0 ino=5325258 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-42
id dev=254:0 ino=5325259 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-43
id dev=254:0 ino=5325260 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-44
id dev=254:0 ino=5325262 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-45
id dev=254:0 ino=5325264 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-46
id dev=254:0 ino=5325265 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-47
id dev=254:0 ino=5325267 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-48
id dev=254:0 ino=5325268 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-49
id dev=254:0 ino=5325269 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-5
id dev=254:0 ino=5325205 size=4 mtime=1795459482.160266109
range 0+4
file /work/main/mnt/t/s2/a-long-file-name-50
id dev=254:0 ino=5325271 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-51
id dev=254:0 ino=5325272 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-52
id dev=254:0 ino=5325275 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-53
id dev=254:0 ino=5325276 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-54
id dev=254:0 ino=5325278 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-55
id dev=254:0 ino=5325279 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-56
id dev=254:0 ino=5325281 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-57
id dev=254:0 ino=5325282 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-58
id dev=254:0 ino=5325284 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-59
id dev=254:0 ino=5325287 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-6
id dev=254:0 ino=5325206 size=4 mtime=1795459482.160266109
range 0+4
file /work/main/mnt/t/s2/a-long-file-name-60
id dev=254:0 ino=5325288 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-61
id dev=254:0 ino=5325289 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-62
id dev=254:0 ino=5325290 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-63
id dev=254:0 ino=5325297 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-64
id dev=254:0 ino=5325315 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-65
id dev=254:0 ino=5325331 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-66
id dev=254:0 ino=5325347 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-67
id dev=254:0 ino=5325372 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-68
id dev=254:0 ino=5325377 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-69
id dev=254:0 ino=5325393 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-7
id dev=254:0 ino=5325207 size=4 mtime=1795459482.160266109
range 0+4
file /work/main/mnt/t/s2/a-long-file-name-70
id dev=254:0 ino=5325409 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-71
id dev=254:0 ino=5325425 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-72
id dev=254:0 ino=5325441 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-73
id dev=254:0 ino=5325458 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-74
id dev=254:0 ino=5325474 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-75
id dev=254:0 ino=5325490 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-76
id dev=254:0 ino=5325505 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-77
id dev=254:0 ino=5325522 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-78
id dev=254:0 ino=5325537 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-79
id dev=254:0 ino=5325553 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-8
id dev=254:0 ino=5325208 size=4 mtime=1795459482.160266109
range 0+4
file /work/main/mnt/t/s2/a-long-file-name-80
id dev=254:0 ino=5325564 size=5 mtime=1795459482.164266109
range 0+5
file /work/main/mnt/t/s2/a-long-file-name-9
id dev=254:0 ino=5325210 size=4 mtime=1795459482.160266109
range 0+4
file /work/main/mnt/t/s3/a-long-file-name-1
id dev=254:0 ino=5325566 size=4 mtime=1795459482.168266109
range 0+4
file /work/main/mnt/t/s3/a-long-file-name-10
id dev=254:0 ino=5325576 size=5 mtime=1795459482.168266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-11
id dev=254:0 ino=5325577 size=5 mtime=1795459482.168266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-12
id dev=254:0 ino=5325578 size=5 mtime=1795459482.168266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-13
id dev=254:0 ino=5325579 size=5 mtime=1795459482.168266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-14
id dev=254:0 ino=5325580 size=5 mtime=1795459482.168266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-15
id dev=254:0 ino=5325581 size=5 mtime=1795459482.168266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-16
id dev=254:0 ino=5325582 size=5 mtime=1795459482.168266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-17
id dev=254:0 ino=5325583 size=5 mtime=1795459482.168266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-18
id dev=254:0 ino=5325584 size=5 mtime=1795459482.168266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-19
id dev=254:0 ino=5325585 size=5 mtime=1795459482.168266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-2
id dev=254:0 ino=5325567 size=4 mtime=1795459482.168266109
range 0+4
file /work/main/mnt/t/s3/a-long-file-name-20
id dev=254:0 ino=5325586 size=5 mtime=1795459482.168266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-21
id dev=254:0 ino=5325592 size=5 mtime=1795459482.168266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-22
id dev=254:0 ino=5325594 size=5 mtime=1795459482.168266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-23
id dev=254:0 ino=5325596 size=5 mtime=1795459482.168266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-24
id dev=254:0 ino=5325597 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-25
id dev=254:0 ino=5325598 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-26
id dev=254:0 ino=5325599 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-27
id dev=254:0 ino=5325600 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-28
id dev=254:0 ino=5325602 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-29
id dev=254:0 ino=5325603 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-3
id dev=254:0 ino=5325568 size=4 mtime=1795459482.168266109
range 0+4
file /work/main/mnt/t/s3/a-long-file-name-30
id dev=254:0 ino=5325604 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-31
id dev=254:0 ino=5325605 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-32
id dev=254:0 ino=5325606 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-33
id dev=254:0 ino=5325607 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-34
id dev=254:0 ino=5325608 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-35
id dev=254:0 ino=5325609 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-36
id dev=254:0 ino=5325610 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-37
id dev=254:0 ino=5325611 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-38
id dev=254:0 ino=5325612 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-39
id dev=254:0 ino=5325613 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-4
id dev=254:0 ino=5325569 size=4 mtime=1795459482.168266109
range 0+4
file /work/main/mnt/t/s3/a-long-file-name-40
id dev=254:0 ino=5325663 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-41
id dev=254:0 ino=5325675 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-42
id dev=254:0 ino=5325676 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-43
id dev=254:0 ino=5325677 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-44
id dev=254:0 ino=5325678 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-45
id dev=254:0 ino=5325679 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-46
id dev=254:0 ino=5325680 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-47
id dev=254:0 ino=5325681 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-48
id dev=254:0 ino=5325682 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-49
id dev=254:0 ino=5325683 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-5
id dev=254:0 ino=5325570 size=4 mtime=1795459482.168266109
range 0+4
file /work/main/mnt/t/s3/a-long-file-name-50
id dev=254:0 ino=5325684 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-51
id dev=254:0 ino=5325685 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-52
id dev=254:0 ino=5325686 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-53
id dev=254:0 ino=5325687 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-54
id dev=254:0 ino=5325688 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-55
id dev=254:0 ino=5325689 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-56
id dev=254:0 ino=5325690 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-57
id dev=254:0 ino=5325691 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-58
id dev=254:0 ino=5325692 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-59
id dev=254:0 ino=5325693 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-6
id dev=254:0 ino=5325571 size=4 mtime=1795459482.168266109
range 0+4
file /work/main/mnt/t/s3/a-long-file-name-60
id dev=254:0 ino=5325694 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-61
id dev=254:0 ino=5325695 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-62
id dev=254:0 ino=5325696 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-63
id dev=254:0 ino=5325697 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-64
id dev=254:0 ino=5325698 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-65
id dev=254:0 ino=5325699 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-66
id dev=254:0 ino=5325700 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-67
id dev=254:0 ino=5325701 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-68
id dev=254:0 ino=5325702 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-69
id dev=254:0 ino=5325703 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-7
id dev=254:0 ino=5325572 size=4 mtime=1795459482.168266109
range 0+4
file /work/main/mnt/t/s3/a-long-file-name-70
id dev=254:0 ino=5325704 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-71
id dev=254:0 ino=5325705 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-72
id dev=254:0 ino=5325706 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-73
id dev=254:0 ino=5325707 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-74
id dev=254:0 ino=5325708 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-75
id dev=254:0 ino=5325709 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-76
id dev=254:0 ino=5325710 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-77
id dev=254:0 ino=5325711 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-78
id dev=254:0 ino=5325712 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-79
id dev=254:0 ino=5325713 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-8
id dev=254:0 ino=5325573 size=4 mtime=1795459482.168266109
range 0+4
file /work/main/mnt/t/s3/a-long-file-name-80
id dev=254:0 ino=5325714 size=5 mtime=1795459482.172266109
range 0+5
file /work/main/mnt/t/s3/a-long-file-name-9
id dev=254:0 ino=5325574 size=4 mtime=1795459482.168266109
range 0+4
file /work/main/mnt/t/s4/a-long-file-name-1
id dev=254:0 ino=5325716 size=4 mtime=1795459482.180266109
range 0+4
file /work/main/mnt/t/s4/a-long-file-name-10
id dev=254:0 ino=5325725 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-11
id dev=254:0 ino=5325726 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-12
id dev=254:0 ino=5325727 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-13
id dev=254:0 ino=5325728 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-14
id dev=254:0 ino=5325729 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-15
id dev=254:0 ino=5325730 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-16
id dev=254:0 ino=5325731 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-17
id dev=254:0 ino=5325732 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-18
id dev=254:0 ino=5325733 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-19
id dev=254:0 ino=5325734 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-2
id dev=254:0 ino=5325717 size=4 mtime=1795459482.180266109
range 0+4
file /work/main/mnt/t/s4/a-long-file-name-20
id dev=254:0 ino=5325735 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-21
id dev=254:0 ino=5325736 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-22
id dev=254:0 ino=5325737 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-23
id dev=254:0 ino=5325738 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-24
id dev=254:0 ino=5325739 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-25
id dev=254:0 ino=5325740 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-26
id dev=254:0 ino=5325741 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-27
id dev=254:0 ino=5325742 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-28
id dev=254:0 ino=5325743 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-29
id dev=254:0 ino=5325744 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-3
id dev=254:0 ino=5325718 size=4 mtime=1795459482.180266109
range 0+4
file /work/main/mnt/t/s4/a-long-file-name-30
id dev=254:0 ino=5325745 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-31
id dev=254:0 ino=5325746 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-32
id dev=254:0 ino=5325747 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-33
id dev=254:0 ino=5325748 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-34
id dev=254:0 ino=5325749 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-35
id dev=254:0 ino=5325750 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-36
id dev=254:0 ino=5325751 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-37
id dev=254:0 ino=5325752 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-38
id dev=254:0 ino=5325753 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-39
id dev=254:0 ino=5325754 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-4
id dev=254:0 ino=5325719 size=4 mtime=1795459482.180266109
range 0+4
file /work/main/mnt/t/s4/a-long-file-name-40
id dev=254:0 ino=5325755 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-41
id dev=254:0 ino=5325756 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-42
id dev=254:0 ino=5325757 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-43
id dev=254:0 ino=5325758 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-44
id dev=254:0 ino=5325759 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-45
id dev=254:0 ino=5325760 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-46
id dev=254:0 ino=5325761 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-47
id dev=254:0 ino=5325762 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-48
id dev=254:0 ino=5325763 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-49
id dev=254:0 ino=5325764 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-5
id dev=254:0 ino=5325720 size=4 mtime=1795459482.180266109
range 0+4
file /work/main/mnt/t/s4/a-long-file-name-50
id dev=254:0 ino=5325765 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-51
id dev=254:0 ino=5325766 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-52
id dev=254:0 ino=5325767 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-53
id dev=254:0 ino=5325768 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-54
id dev=254:0 ino=5325769 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-55
id dev=254:0 ino=5325770 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-56
id dev=254:0 ino=5325771 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-57
id dev=254:0 ino=5325772 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-58
id dev=254:0 ino=5325773 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-59
id dev=254:0 ino=5325774 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-6
id dev=254:0 ino=5325721 size=4 mtime=1795459482.180266109
range 0+4
file /work/main/mnt/t/s4/a-long-file-name-60
id dev=254:0 ino=5325775 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-61
id dev=254:0 ino=5325776 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-62
id dev=254:0 ino=5325793 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-63
id dev=254:0 ino=5325794 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-64
id dev=254:0 ino=5325795 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-65
id dev=254:0 ino=5325796 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-66
id dev=254:0 ino=5325797 size=5 mtime=1795459482.180266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-67
id dev=254:0 ino=5325798 size=5 mtime=1795459482.184266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-68
id dev=254:0 ino=5325799 size=5 mtime=1795459482.184266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-69
id dev=254:0 ino=5325800 size=5 mtime=1795459482.184266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-7
id dev=254:0 ino=5325722 size=4 mtime=1795459482.180266109
range 0+4
file /work/main/mnt/t/s4/a-long-file-name-70
id dev=254:0 ino=5325801 size=5 mtime=1795459482.184266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-71
id dev=254:0 ino=5325802 size=5 mtime=1795459482.184266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-72
id dev=254:0 ino=5325803 size=5 mtime=1795459482.184266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-73
id dev=254:0 ino=5325804 size=5 mtime=1795459482.184266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-74
id dev=254:0 ino=5325805 size=5 mtime=1795459482.184266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-75
id dev=254:0 ino=5325806 size=5 mtime=1795459482.184266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-76
id dev=254:0 ino=5325807 size=5 mtime=1795459482.184266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-77
id dev=254:0 ino=5325808 size=5 mtime=1795459482.184266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-78
id dev=254:0 ino=5325809 size=5 mtime=1795459482.184266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-79
id dev=254:0 ino=5325810 size=5 mtime=1795459482.184266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-8
id dev=254:0 ino=5325723 size=4 mtime=1795459482.180266109
range 0+4
file /work/main/mnt/t/s4/a-long-file-name-80
id dev=254:0 ino=5325811 size=5 mtime=1795459482.184266109
range 0+5
file /work/main/mnt/t/s4/a-long-file-name-9
id dev=254:0 ino=5325724 size=4 mtime=1795459482.180266109
range 0+4
file /work/main/mnt/t/s5/a-long-file-name-1
id dev=254:0 ino=5325813 size=4 mtime=1795459482.188266109
range 0+4
file /work/main/mnt/t/s5/a-long-file-name-10
id dev=254:0 ino=5325822 size=5 mtime=1795459482.188266109
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-11
id dev=254:0 ino=5325823 size=5 mtime=1795459482.188266109
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-12
id dev=254:0 ino=5325824 size=5 mtime=1795459482.188266109
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-13
id dev=254:0 ino=5325825 size=5 mtime=1795459482.188266109
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-14
id dev=254:0 ino=5325826 size=5 mtime=1795459482.188266109
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-15
id dev=254:0 ino=5325827 size=5 mtime=1795459482.188266109
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-16
id dev=254:0 ino=5325828 size=5 mtime=1795459482.188266109
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-17
id dev=254:0 ino=5325829 size=5 mtime=1795459482.188266109
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-18
id dev=254:0 ino=5325830 size=5 mtime=1795459482.188266109
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-19
id dev=254:0 ino=5325831 size=5 mtime=1795459482.188266109
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-2
id dev=254:0 ino=5325814 size=4 mtime=1795459482.188266109
range 0+4
file /work/main/mnt/t/s5/a-long-file-name-20
id dev=254:0 ino=5325832 size=5 mtime=1795459482.188266109
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-21
id dev=254:0 ino=5325833 size=5 mtime=1795459482.188266109
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-22
id dev=254:0 ino=5325834 size=5 mtime=1795459482.188266109
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-23
id dev=254:0 ino=5325835 size=5 mtime=1795459482.188266109
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-24
id dev=254:0 ino=5325836 size=5 mtime=1795459482.188266109
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-25
id dev=254:0 ino=5325837 size=5 mtime=1795459482.188266109
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-26
id dev=254:0 ino=5325838 size=5 mtime=1795459482.188266109
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-27
id dev=254:0 ino=5325839 size=5 mtime=1795459482.188266109
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-28
id dev=254:0 ino=5325840 size=5 mtime=1795459482.188266109
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-29
id dev=254:0 ino=5325841 size=5 mtime=1795459482.188266109
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-3
id dev=254:0 ino=5325815 size=4 mtime=1795459482.188266109
range 0+4
file /work/main/mnt/t/s5/a-long-file-name-30
id dev=254:0 ino=5325842 size=5 mtime=1795459482.188266109
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-31
id dev=254:0 ino=5325843 size=5 mtime=1795459482.188266109
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-32
id dev=254:0 ino=5325844 size=5 mtime=1795459482.188266109
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-33
id dev=254:0 ino=5325845 size=5 mtime=1795459482.188266109
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-34
id dev=254:0 ino=5325846 size=5 mtime=1795459482.188266109
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-35
id dev=254:0 ino=5325847 size=5 mtime=1795459482.188266109
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-36
id dev=254:0 ino=5325848 size=5 mtime=1795459482.188266109
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-37
id dev=254:0 ino=5325849 size=5 mtime=1795459482.188266109
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-38
id dev=254:0 ino=5325850 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-39
id dev=254:0 ino=5325851 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-4
id dev=254:0 ino=5325816 size=4 mtime=1795459482.188266109
range 0+4
file /work/main/mnt/t/s5/a-long-file-name-40
id dev=254:0 ino=5325852 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-41
id dev=254:0 ino=5325853 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-42
id dev=254:0 ino=5325854 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-43
id dev=254:0 ino=5325855 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-44
id dev=254:0 ino=5325856 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-45
id dev=254:0 ino=5325857 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-46
id dev=254:0 ino=5325858 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-47
id dev=254:0 ino=5325859 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-48
id dev=254:0 ino=5325860 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-49
id dev=254:0 ino=5325861 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-5
id dev=254:0 ino=5325817 size=4 mtime=1795459482.188266109
range 0+4
file /work/main/mnt/t/s5/a-long-file-name-50
id dev=254:0 ino=5325862 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-51
id dev=254:0 ino=5325863 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-52
id dev=254:0 ino=5325864 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-53
id dev=254:0 ino=5325865 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-54
id dev=254:0 ino=5325866 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-55
id dev=254:0 ino=5325867 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-56
id dev=254:0 ino=5325868 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-57
id dev=254:0 ino=5325869 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-58
id dev=254:0 ino=5325870 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-59
id dev=254:0 ino=5325871 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-6
id dev=254:0 ino=5325818 size=4 mtime=1795459482.188266109
range 0+4
file /work/main/mnt/t/s5/a-long-file-name-60
id dev=254:0 ino=5325872 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-61
id dev=254:0 ino=5325873 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-62
id dev=254:0 ino=5325874 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-63
id dev=254:0 ino=5325875 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-64
id dev=254:0 ino=5325876 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-65
id dev=254:0 ino=5325877 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-66
id dev=254:0 ino=5325878 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-67
id dev=254:0 ino=5325879 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-68
id dev=254:0 ino=5325880 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-69
id dev=254:0 ino=5325881 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-7
id dev=254:0 ino=5325819 size=4 mtime=1795459482.188266109
range 0+4
file /work/main/mnt/t/s5/a-long-file-name-70
id dev=254:0 ino=5325882 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-71
id dev=254:0 ino=5325883 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-72
id dev=254:0 ino=5325884 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-73
id dev=254:0 ino=5325885 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-74
id dev=254:0 ino=5325886 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-75
id dev=254:0 ino=5325887 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-76
id dev=254:0 ino=5325888 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-77
id dev=254:0 ino=5325889 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-78
id dev=254:0 ino=5325890 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-79
id dev=254:0 ino=5325891 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-8
id dev=254:0 ino=5325820 size=4 mtime=1795459482.188266109
range 0+4
file /work/main/mnt/t/s5/a-long-file-name-80
id dev=254:0 ino=5325892 size=5 mtime=1795459482.192266108
range 0+5
file /work/main/mnt/t/s5/a-long-file-name-9
id dev=254:0 ino=5325821 size=4 mtime=1795459482.188266109
range 0+4
file /work/main/mnt/t/s6/a-long-file-name-1
id dev=254:0 ino=5325894 size=4 mtime=1795459482.196266108
range 0+4
file /work/main/mnt/t/s6/a-long-file-name-10
id dev=254:0 ino=5325903 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-11
id dev=254:0 ino=5325904 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-12
id dev=254:0 ino=5325905 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-13
id dev=254:0 ino=5325906 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-14
id dev=254:0 ino=5325907 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-15
id dev=254:0 ino=5325908 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-16
id dev=254:0 ino=5325909 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-17
id dev=254:0 ino=5325910 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-18
id dev=254:0 ino=5325911 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-19
id dev=254:0 ino=5325912 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-2
id dev=254:0 ino=5325895 size=4 mtime=1795459482.196266108
range 0+4
file /work/main/mnt/t/s6/a-long-file-name-20
id dev=254:0 ino=5325913 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-21
id dev=254:0 ino=5325914 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-22
id dev=254:0 ino=5325915 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-23
id dev=254:0 ino=5325916 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-24
id dev=254:0 ino=5325917 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-25
id dev=254:0 ino=5325918 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-26
id dev=254:0 ino=5325919 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-27
id dev=254:0 ino=5325920 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-28
id dev=254:0 ino=5325921 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-29
id dev=254:0 ino=5325922 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-3
id dev=254:0 ino=5325896 size=4 mtime=1795459482.196266108
range 0+4
file /work/main/mnt/t/s6/a-long-file-name-30
id dev=254:0 ino=5325927 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-31
id dev=254:0 ino=5325928 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-32
id dev=254:0 ino=5325929 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-33
id dev=254:0 ino=5325930 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-34
id dev=254:0 ino=5325931 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-35
id dev=254:0 ino=5325932 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-36
id dev=254:0 ino=5325933 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-37
id dev=254:0 ino=5325934 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-38
id dev=254:0 ino=5325935 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-39
id dev=254:0 ino=5325936 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-4
id dev=254:0 ino=5325897 size=4 mtime=1795459482.196266108
range 0+4
file /work/main/mnt/t/s6/a-long-file-name-40
id dev=254:0 ino=5325937 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-41
id dev=254:0 ino=5325938 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-42
id dev=254:0 ino=5325939 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-43
id dev=254:0 ino=5325940 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-44
id dev=254:0 ino=5325941 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-45
id dev=254:0 ino=5325942 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-46
id dev=254:0 ino=5325943 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-47
id dev=254:0 ino=5325944 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-48
id dev=254:0 ino=5325945 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-49
id dev=254:0 ino=5325946 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-5
id dev=254:0 ino=5325898 size=4 mtime=1795459482.200266108
range 0+4
file /work/main/mnt/t/s6/a-long-file-name-50
id dev=254:0 ino=5325947 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-51
id dev=254:0 ino=5325948 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-52
id dev=254:0 ino=5325949 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-53
id dev=254:0 ino=5325950 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-54
id dev=254:0 ino=5325951 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-55
id dev=254:0 ino=5325952 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-56
id dev=254:0 ino=5325953 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-57
id dev=254:0 ino=5325954 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-58
id dev=254:0 ino=5325955 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-59
id dev=254:0 ino=5325956 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-6
id dev=254:0 ino=5325899 size=4 mtime=1795459482.200266108
range 0+4
file /work/main/mnt/t/s6/a-long-file-name-60
id dev=254:0 ino=5325957 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-61
id dev=254:0 ino=5325958 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-62
id dev=254:0 ino=5325959 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-63
id dev=254:0 ino=5325960 size=5 mtime=1795459482.200266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-64
id dev=254:0 ino=5325961 size=5 mtime=1795459482.204266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-65
id dev=254:0 ino=5325962 size=5 mtime=1795459482.204266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-66
id dev=254:0 ino=5325963 size=5 mtime=1795459482.204266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-67
id dev=254:0 ino=5325964 size=5 mtime=1795459482.204266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-68
id dev=254:0 ino=5325965 size=5 mtime=1795459482.204266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-69
id dev=254:0 ino=5325966 size=5 mtime=1795459482.204266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-7
id dev=254:0 ino=5325900 size=4 mtime=1795459482.200266108
range 0+4
file /work/main/mnt/t/s6/a-long-file-name-70
id dev=254:0 ino=5325967 size=5 mtime=1795459482.204266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-71
id dev=254:0 ino=5325968 size=5 mtime=1795459482.204266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-72
id dev=254:0 ino=5325969 size=5 mtime=1795459482.204266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-73
id dev=254:0 ino=5325970 size=5 mtime=1795459482.204266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-74
id dev=254:0 ino=5325971 size=5 mtime=1795459482.204266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-75
id dev=254:0 ino=5325972 size=5 mtime=1795459482.204266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-76
id dev=254:0 ino=5325973 size=5 mtime=1795459482.204266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-77
id dev=254:0 ino=5325974 size=5 mtime=1795459482.204266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-78
id dev=254:0 ino=5325975 size=5 mtime=1795459482.204266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-79
id dev=254:0 ino=5325976 size=5 mtime=1795459482.204266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-8
id dev=254:0 ino=5325901 size=4 mtime=1795459482.200266108
range 0+4
file /work/main/mnt/t/s6/a-long-file-name-80
id dev=254:0 ino=5325977 size=5 mtime=1795459482.204266108
range 0+5
file /work/main/mnt/t/s6/a-long-file-name-9
id dev=254:0 ino=5325902 size=4 mtime=1795459482.200266108
range 0+4
lookup /etc/ld.so.preload
lookup /lib/x86_64-linux-gnu/libc.so.6
lookup /work/main
lookup /work/main/.
lookup /usr/local/go/bin/cat
lookup /root/go/bin/cat
lookup /root/.cargo/bin/cat
lookup /root/.pyenv/plugins/pyenv-virtualenv/shims/cat
lookup /root/.pyenv/shims/cat
lookup /root/.pyenv/bin/cat
lookup /usr/local/sbin/cat
lookup /usr/local/bin/cat
lookup /usr/sbin/cat
lookup /usr/lib/locale/locale-archive
lookup /usr/share/locale/locale.alias
lookup /usr/lib/locale/C.UTF-8/LC_IDENTIFICATION
lookup /usr/lib/locale/C.UTF-8/LC_MEASUREMENT
lookup /usr/lib/locale/C.UTF-8/LC_TELEPHONE
lookup /usr/lib/locale/C.UTF-8/LC_ADDRESS
lookup /usr/lib/locale/C.UTF-8/LC_NAME
lookup /usr/lib/locale/C.UTF-8/LC_PAPER
lookup /usr/lib/locale/C.UTF-8/LC_MESSAGES
lookup /usr/lib/locale/C.utf8/LC_MESSAGES
lookup /usr/lib/locale/C.UTF-8/LC_MONETARY
lookup /usr/lib/locale/C.UTF-8/LC_COLLATE
lookup /usr/lib/locale/C.UTF-8/LC_TIME
lookup /usr/lib/locale/C.UTF-8/LC_NUMERIC
lookup /usr/lib/locale/C.UTF-8/LC_CTYPE
lookup /work/main/mnt/t/frag
lookup /usr/share/locale/C.UTF-8/LC_MESSAGES/libc.mo
lookup /usr/share/locale/C.utf8/LC_MESSAGES/libc.mo
lookup /usr/share/locale/C/LC_MESSAGES/libc.mo
