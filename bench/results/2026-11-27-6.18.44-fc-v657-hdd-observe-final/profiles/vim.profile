preload-profile 1
# Learned by preloadctl record: files in first-use order, byte ranges read, paths looked up.
name vim
observed 3
file /usr/bin/vim.basic
id dev=7:0 ino=521076 size=3646968 mtime=1739683421.000000000 build-id=a72a8f82597a4c997d31cb0b267f571f3939d9b1
range 0+3112960 3321856+325112
file /usr/lib/x86_64-linux-gnu/libselinux.so.1
id dev=7:0 ino=579927 size=174312 mtime=1685210301.000000000 build-id=4d66a8c268d724fe4c0b44b173254e33e1a4d4f6
range 0+174312
file /usr/lib/x86_64-linux-gnu/libtinfo.so.6.4
id dev=7:0 ino=579985 size=204088 mtime=1683470027.000000000 build-id=1d6c928a5e4f222cf4479cbb1fd4f63965b10a03
range 0+204088
file /usr/lib/x86_64-linux-gnu/libm.so.6
id dev=7:0 ino=579763 size=911904 mtime=1777320873.000000000 build-id=d6e6f9e3af1243eed9bf5efd366dd015a9f22c13
range 0+348160 471040+131072 839680+72224
file /etc/ld.so.cache
id dev=7:0 ino=402046 size=48323 mtime=1795782452.608601884
range 0+48323
file /usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2
id dev=7:0 ino=579025 size=215000 mtime=1777320873.000000000 build-id=7ebc65e52f2bbea498b4040fa92f7238377aaba9
range 0+215000
file /usr/lib/x86_64-linux-gnu/libsodium.so.23.3.0
id dev=7:0 ino=579940 size=359112 mtime=1767260288.000000000 build-id=b28e20b6b949966183475a48534e6cb29c7c6131
range 0+167936 180224+178888
file /usr/lib/locale/C.utf8/LC_CTYPE
id dev=7:0 ino=28215 size=353616 mtime=1777320873.000000000
range 0+353616
file /usr/lib/locale/C.utf8/LC_NUMERIC
id dev=7:0 ino=28222 size=50 mtime=1777320873.000000000
range 0+50
file /usr/lib/locale/C.utf8/LC_TIME
id dev=7:0 ino=28225 size=3360 mtime=1777320873.000000000
range 0+3360
file /usr/lib/locale/C.utf8/LC_COLLATE
id dev=7:0 ino=28214 size=1406 mtime=1777320873.000000000
range 0+1406
file /usr/lib/locale/C.utf8/LC_MONETARY
id dev=7:0 ino=28220 size=270 mtime=1777320873.000000000
range 0+270
file /usr/lib/locale/C.utf8/LC_MESSAGES/SYS_LC_MESSAGES
id dev=7:0 ino=28219 size=48 mtime=1777320873.000000000
range 0+48
file /usr/lib/locale/C.utf8/LC_PAPER
id dev=7:0 ino=28223 size=34 mtime=1777320873.000000000
range 0+34
file /usr/lib/x86_64-linux-gnu/libpcre2-8.so.0.11.2
id dev=7:0 ino=581629 size=629384 mtime=1791032861.000000000 build-id=80008c19cf49e3f09f312e74d164938e91d9337d
range 0+73728 442368+4096 557056+72328
file /usr/lib/x86_64-linux-gnu/libc.so.6
id dev=7:0 ino=579447 size=1926232 mtime=1777320873.000000000 build-id=93ac61ec5a8eb1396f9fbd350e3169a558528a40
range 0+1728512 1830912+95320
file /usr/lib/x86_64-linux-gnu/libgpm.so.2
id dev=7:0 ino=579651 size=26552 mtime=1665864022.000000000 build-id=1f3bd202bf33d26f61d164deea936feb55d22095
range 0+26552
file /usr/lib/x86_64-linux-gnu/libacl.so.1.1.2301
id dev=7:0 ino=579376 size=38832 mtime=1673995855.000000000 build-id=29ad4b0f7d247f2da6448e8a67c6719e72907259
range 0+38832
file /usr/lib/locale/C.utf8/LC_NAME
id dev=7:0 ino=28221 size=62 mtime=1777320873.000000000
range 0+62
file /usr/lib/locale/C.utf8/LC_ADDRESS
id dev=7:0 ino=28213 size=127 mtime=1777320873.000000000
range 0+127
file /usr/lib/locale/C.utf8/LC_TELEPHONE
id dev=7:0 ino=28224 size=47 mtime=1777320873.000000000
range 0+47
file /usr/lib/locale/C.utf8/LC_MEASUREMENT
id dev=7:0 ino=28217 size=23 mtime=1777320873.000000000
range 0+23
file /usr/lib/x86_64-linux-gnu/gconv/gconv-modules.cache
id dev=7:0 ino=578924 size=27028 mtime=1777320873.000000000
range 0+27028
file /usr/lib/locale/C.utf8/LC_IDENTIFICATION
id dev=7:0 ino=28216 size=258 mtime=1777320873.000000000
range 0+258
file /usr/share/vim/vim90/syntax/syntax.vim
id dev=7:0 ino=330118 size=1306 mtime=1739683421.000000000
range 0+1306
file /usr/share/vim/vim90/filetype.vim
id dev=7:0 ino=328606 size=73986 mtime=1739683421.000000000
range 0+73986
file /usr/share/vim/vim90/autoload/dist/ft.vim
id dev=7:0 ino=328264 size=28708 mtime=1739683421.000000000
range 0+28708
file /usr/share/vim/vim90/colors/lists/default.vim
id dev=7:0 ino=328325 size=23183 mtime=1739683421.000000000
range 0+23183
file /usr/share/vim/vim90/syntax/synload.vim
id dev=7:0 ino=330117 size=2043 mtime=1739683421.000000000
range 0+2043
file /usr/share/vim/vim90/syntax/syncolor.vim
id dev=7:0 ino=330116 size=4139 mtime=1739683421.000000000
range 0+4139
file /usr/share/vim/vim90/syntax/c.vim
id dev=7:0 ino=329597 size=27991 mtime=1739683421.000000000
range 0+27991
file /etc/locale.alias
id dev=7:0 ino=401440 size=2996 mtime=1777320873.000000000
range 0+2996
file /etc/nsswitch.conf
id dev=7:0 ino=401469 size=526 mtime=1750775953.000000000
range 0+526
file /etc/passwd
id dev=7:0 ino=401490 size=1221 mtime=1779294449.000000000
range 0+1221
lookup /etc/ld.so.preload
lookup /etc/selinux/config
lookup /usr/local/share/vim.basic
lookup /usr/local/share/vim
lookup /usr/local/share/basic
lookup /usr/share/vim.basic
lookup-in /usr/share/vim ino=328235
lookup-in /usr/share/vim/vim90 ino=328251
lookup-in /usr/share/vim/registry ino=328250
lookup-in /usr/share/vim/addons ino=328236
lookup-in /usr/share/vim/vimfiles ino=330296
lookup /usr/share/basic
lookup /etc/vim.basic
lookup-in /etc/vim ino=401935
lookup /etc/basic
lookup /var/lib/vim.basic
lookup-in /var/lib/vim ino=407499
lookup-in /var/lib/vim/addons ino=407500
lookup /var/lib/basic
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/home/.vim.basic
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/d2thf9eyg/config/vim.basic
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/home/.local/share/vim.basic
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/d2thf9eyg/cache/vim.basic
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/home/.vim
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/d2thf9eyg/config/vim
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/home/.local/share/vim
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/d2thf9eyg/cache/vim
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/home/.basic
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/d2thf9eyg/config/basic
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/home/.local/share/basic
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/d2thf9eyg/cache/basic
lookup-in /usr/share/vim/vimfiles/syntax ino=330299
