preload-profile 1
# Learned by preloadctl record: files in first-use order, byte ranges read, paths looked up.
name vim
program /usr/bin/vim.basic
command vim -u NONE -i NONE -N -es -c syntax\x20on -c qa! /tmp/preload-scratch.fpQBGf/tmp/preload-lab-039yea3v/hello.c
recorded 1795755401417474
duration 71817
file /usr/bin/vim.basic
id dev=7:0 ino=521076 size=3646968 mtime=1739683421.000000000 build-id=a72a8f82597a4c997d31cb0b267f571f3939d9b1
range 0+1171456 1175552+176128 1425408+208896 1712128+286720 2023424+176128 2224128+851968 3387392+259576
file /usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2
id dev=7:0 ino=579027 size=215000 mtime=1777320873.000000000 build-id=7ebc65e52f2bbea498b4040fa92f7238377aaba9
range 0+215000
file /etc/ld.so.cache
id dev=7:0 ino=391466 size=48323 mtime=1795748890.173479095
range 0+48323
file /usr/lib/x86_64-linux-gnu/libm.so.6
id dev=7:0 ino=579765 size=911904 mtime=1777320873.000000000 build-id=d6e6f9e3af1243eed9bf5efd366dd015a9f22c13
range 0+4096 8192+290816 536576+4096 843776+68128
file /usr/lib/x86_64-linux-gnu/libtinfo.so.6.4
id dev=7:0 ino=579987 size=204088 mtime=1683470027.000000000 build-id=1d6c928a5e4f222cf4479cbb1fd4f63965b10a03
range 0+204088
file /usr/lib/x86_64-linux-gnu/libselinux.so.1
id dev=7:0 ino=579929 size=174312 mtime=1685210301.000000000 build-id=4d66a8c268d724fe4c0b44b173254e33e1a4d4f6
range 0+174312
file /usr/lib/x86_64-linux-gnu/libsodium.so.23.3.0
id dev=7:0 ino=579942 size=359112 mtime=1767260288.000000000 build-id=b28e20b6b949966183475a48534e6cb29c7c6131
range 0+262144 278528+4096 290816+68296
file /usr/lib/x86_64-linux-gnu/libacl.so.1.1.2301
id dev=7:0 ino=579378 size=38832 mtime=1673995855.000000000 build-id=29ad4b0f7d247f2da6448e8a67c6719e72907259
range 0+38832
file /usr/lib/x86_64-linux-gnu/libgpm.so.2
id dev=7:0 ino=579653 size=26552 mtime=1665864022.000000000 build-id=1f3bd202bf33d26f61d164deea936feb55d22095
range 0+26552
file /usr/lib/x86_64-linux-gnu/libc.so.6
id dev=7:0 ino=579449 size=1926232 mtime=1777320873.000000000 build-id=93ac61ec5a8eb1396f9fbd350e3169a558528a40
range 0+4096 8192+884736 958464+163840 1138688+131072 1277952+131072 1449984+90112 1556480+155648 1851392+74840
file /usr/lib/x86_64-linux-gnu/libpcre2-8.so.0.11.2
id dev=7:0 ino=581631 size=629384 mtime=1791032861.000000000 build-id=80008c19cf49e3f09f312e74d164938e91d9337d
range 0+147456 442368+4096 561152+68232
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
range 0+65536 217088+16384
file /etc/nsswitch.conf
id dev=7:0 ino=390904 size=526 mtime=1750775953.000000000
range 0+526
file /etc/passwd
id dev=7:0 ino=390925 size=1221 mtime=1779294449.000000000
range 0+1221
file /tmp/preload-scratch.fpQBGf/tmp/preload-lab-039yea3v/hello.c
id dev=7:1 ino=393223 size=61 mtime=1795755401.227621820
range 0+61
file /usr/share/vim/vim90/syntax/syntax.vim
id dev=7:0 ino=295994 size=1306 mtime=1739683421.000000000
range 0+1306
file /usr/share/vim/vim90/syntax/synload.vim
id dev=7:0 ino=295993 size=2043 mtime=1739683421.000000000
range 0+2043
file /usr/share/vim/vim90/syntax/syncolor.vim
id dev=7:0 ino=295992 size=4139 mtime=1739683421.000000000
range 0+4139
file /usr/share/vim/vim90/colors/lists/default.vim
id dev=7:0 ino=294201 size=23183 mtime=1739683421.000000000
range 0+23183
file /usr/share/vim/vim90/filetype.vim
id dev=7:0 ino=294482 size=73986 mtime=1739683421.000000000
range 0+73986
file /usr/share/vim/vim90/autoload/dist/ft.vim
id dev=7:0 ino=294140 size=28708 mtime=1739683421.000000000
range 0+28708
file /usr/share/vim/vim90/syntax/c.vim
id dev=7:0 ino=295473 size=27991 mtime=1739683421.000000000
range 0+27991
lookup /etc/ld.so.preload
lookup /lib/x86_64-linux-gnu/libm.so.6 ino=579765
lookup /lib/x86_64-linux-gnu/libtinfo.so.6 ino=579987
lookup /lib/x86_64-linux-gnu/libselinux.so.1 ino=579929
lookup /lib/x86_64-linux-gnu/libsodium.so.23 ino=579942
lookup /lib/x86_64-linux-gnu/libacl.so.1 ino=579378
lookup /lib/x86_64-linux-gnu/libgpm.so.2 ino=579653
lookup /lib/x86_64-linux-gnu/libc.so.6 ino=579449
lookup /lib/x86_64-linux-gnu/libpcre2-8.so.0 ino=581631
lookup /etc/selinux/config
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
lookup /usr/share/vim/vim90 ino=294127
lookup /usr/share/vim ino=294111
lookup /usr/share/vim/vim90/lang/C.UTF-8/LC_MESSAGES/vim.mo
lookup /usr/share/vim/vim90/lang/C.utf8/LC_MESSAGES/vim.mo
lookup /usr/share/vim/vim90/lang/C/LC_MESSAGES/vim.mo
lookup /tmp/preload-scratch.fpQBGf/tmp/preload-lab-039yea3v/. ino=393218
lookup / ino=2
lookup /tmp/preload-scratch.fpQBGf/tmp/preload-lab-039yea3v/vim-record-replay-l_3o5gfa/.vim/syntax/synload.vim
lookup /var/lib/vim/addons/syntax/synload.vim
lookup /etc/vim/syntax/synload.vim
lookup /usr/share/vim/vimfiles/syntax/synload.vim
lookup /tmp/preload-scratch.fpQBGf/tmp/preload-lab-039yea3v/vim-record-replay-l_3o5gfa/.vim/syntax/syncolor.vim
lookup /var/lib/vim/addons/syntax/syncolor.vim
lookup /etc/vim/syntax/syncolor.vim
lookup /usr/share/vim/vimfiles/syntax/syncolor.vim
lookup /tmp/preload-scratch.fpQBGf/tmp/preload-lab-039yea3v/vim-record-replay-l_3o5gfa/.vim/colors/lists/default.vim
lookup /var/lib/vim/addons/colors/lists/default.vim
lookup /etc/vim/colors/lists/default.vim
lookup /usr/share/vim/vimfiles/colors/lists/default.vim
lookup /usr/share/vim/vimfiles/after/colors/lists/default.vim
lookup /etc/vim/after/colors/lists/default.vim
lookup /var/lib/vim/addons/after/colors/lists/default.vim
lookup /tmp/preload-scratch.fpQBGf/tmp/preload-lab-039yea3v/vim-record-replay-l_3o5gfa/.vim/after/colors/lists/default.vim
lookup /usr/share/vim/vimfiles/after/syntax/syncolor.vim
lookup /etc/vim/after/syntax/syncolor.vim
lookup /var/lib/vim/addons/after/syntax/syncolor.vim
lookup /tmp/preload-scratch.fpQBGf/tmp/preload-lab-039yea3v/vim-record-replay-l_3o5gfa/.vim/after/syntax/syncolor.vim
lookup /tmp/preload-scratch.fpQBGf/tmp/preload-lab-039yea3v/vim-record-replay-l_3o5gfa/.vim/filetype.vim
lookup /var/lib/vim/addons/filetype.vim
lookup /etc/vim/filetype.vim
lookup /usr/share/vim/vimfiles/filetype.vim
lookup /usr/share/vim/vimfiles/after/filetype.vim
lookup /etc/vim/after/filetype.vim
lookup /var/lib/vim/addons/after/filetype.vim
lookup /tmp/preload-scratch.fpQBGf/tmp/preload-lab-039yea3v/vim-record-replay-l_3o5gfa/.vim/after/filetype.vim
lookup /tmp/preload-scratch.fpQBGf/tmp/preload-lab-039yea3v/vim-record-replay-l_3o5gfa/.vim/autoload/dist/ft.vim
lookup /var/lib/vim/addons/autoload/dist/ft.vim
lookup /etc/vim/autoload/dist/ft.vim
lookup /usr/share/vim/vimfiles/autoload/dist/ft.vim
lookup /tmp/preload-scratch.fpQBGf/tmp/preload-lab-039yea3v/vim-record-replay-l_3o5gfa/.vim/syntax/c.vim
lookup /var/lib/vim/addons/syntax/c.vim
lookup /etc/vim/syntax/c.vim
lookup /usr/share/vim/vimfiles/syntax/c.vim
lookup /usr/share/vim/vimfiles/after/syntax/c.vim
lookup /etc/vim/after/syntax/c.vim
lookup /var/lib/vim/addons/after/syntax/c.vim
lookup /tmp/preload-scratch.fpQBGf/tmp/preload-lab-039yea3v/vim-record-replay-l_3o5gfa/.vim/after/syntax/c.vim
