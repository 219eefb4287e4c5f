preload-profile 1
# Learned by preloadctl record: files in first-use order, byte ranges read, paths looked up.
name meson
program /usr/bin/meson
command meson --version
recorded 1795765110173408
duration 487054
file /usr/bin/python3.11
id dev=7:0 ino=520915 size=6831736 mtime=1745849508.000000000 build-id=571d98e01096d5c1c32420d229a6731a0a50d2a0
range 0+524288 540672+131072 675840+131072 835584+135168 1011712+1241088 2256896+864256 3158016+577536 3801088+131072 4395008+360448 4759552+319488 5455872+1375864
file /usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2
id dev=7:0 ino=579027 size=215000 mtime=1777320873.000000000 build-id=7ebc65e52f2bbea498b4040fa92f7238377aaba9
range 0+215000
file /etc/ld.so.cache
id dev=7:0 ino=391466 size=48323 mtime=1795748890.173479095
range 0+48323
file /usr/lib/x86_64-linux-gnu/libm.so.6
id dev=7:0 ino=579765 size=911904 mtime=1777320873.000000000 build-id=d6e6f9e3af1243eed9bf5efd366dd015a9f22c13
range 0+4096 8192+311296 446464+180224 692224+20480 843776+68128
file /usr/lib/x86_64-linux-gnu/libz.so.1.2.13
id dev=7:0 ino=580121 size=121280 mtime=1667651086.000000000 build-id=1f95d5498d283b79505861523e20b3db2afdf518
range 0+90112 98304+22976
file /usr/lib/x86_64-linux-gnu/libexpat.so.1.8.10
id dev=7:0 ino=579536 size=174176 mtime=1725777859.000000000 build-id=a2f37366bc9782b9306773fd6318838fbae5ad5d
range 0+174176
file /usr/lib/x86_64-linux-gnu/libc.so.6
id dev=7:0 ino=579449 size=1926232 mtime=1777320873.000000000 build-id=93ac61ec5a8eb1396f9fbd350e3169a558528a40
range 0+4096 8192+1114112 1138688+131072 1318912+65536 1449984+86016 1556480+155648 1851392+74840
file /etc/locale.alias
id dev=7:0 ino=390873 size=2996 mtime=1777320873.000000000
range 0+2996
file /usr/lib/locale/C.utf8/LC_CTYPE
id dev=7:0 ino=577747 size=353616 mtime=1777320873.000000000
range 0+65536 225280+65536
file /usr/lib/x86_64-linux-gnu/gconv/gconv-modules.cache
id dev=7:0 ino=578926 size=27028 mtime=1777320873.000000000
range 0+27028
file /usr/share/zoneinfo/Etc/UTC
id dev=7:0 ino=296647 size=114 mtime=1756065323.000000000
range 0+114
file /usr/lib/python3.11/encodings/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=149241 size=6457 mtime=1750775792.000000000
range 0+6457
file /usr/lib/python3.11/encodings/__pycache__/aliases.cpython-311.pyc
id dev=7:0 ino=149242 size=12647 mtime=1750775792.000000000
range 0+12647
file /usr/lib/python3.11/encodings/__pycache__/utf_8.cpython-311.pyc
id dev=7:0 ino=149359 size=2316 mtime=1750775793.000000000
range 0+2316
file /usr/local/lib/python3.11/dist-packages/_sandboxing_egress_ca.pth
id dev=7:0 ino=170690 size=717 mtime=1795689388.403428405
range 0+717
file /usr/lib/python3/dist-packages/_sandboxing_egress_ca.pth
id dev=7:0 ino=136683 size=717 mtime=1795689388.451428406
range 0+717
file /usr/lib/python3/dist-packages/distutils-precedence.pth
id dev=7:0 ino=133851 size=151 mtime=1748346205.000000000
range 0+151
file /usr/lib/python3/dist-packages/_distutils_hack/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=133477 size=11132 mtime=1778311758.000000000
range 0+11132
file /usr/lib/python3/dist-packages/matplotlib-3.6.3-nspkg.pth
id dev=7:0 ino=140983 size=569 mtime=1675148101.000000000
range 0+569
file /usr/lib/python3.11/__pycache__/types.cpython-311.pyc
id dev=7:0 ino=148870 size=14819 mtime=1750775793.000000000
range 0+14819
file /usr/lib/python3.11/importlib/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=149535 size=6660 mtime=1750775793.000000000
range 0+6660
file /usr/lib/python3.11/__pycache__/warnings.cpython-311.pyc
id dev=7:0 ino=148874 size=25032 mtime=1750775793.000000000
range 0+25032
file /usr/lib/python3.11/importlib/__pycache__/_abc.cpython-311.pyc
id dev=7:0 ino=149536 size=2343 mtime=1750775793.000000000
range 0+2343
file /usr/lib/python3.11/__pycache__/contextlib.cpython-311.pyc
id dev=7:0 ino=148753 size=32611 mtime=1750775792.000000000
range 0+32611
file /usr/lib/python3.11/collections/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=148990 size=78037 mtime=1750775792.000000000
range 0+78037
file /usr/lib/python3.11/__pycache__/keyword.cpython-311.pyc
id dev=7:0 ino=148788 size=1068 mtime=1750775793.000000000
range 0+1068
file /usr/lib/python3.11/__pycache__/operator.cpython-311.pyc
id dev=7:0 ino=148802 size=18759 mtime=1750775793.000000000
range 0+18759
file /usr/lib/python3.11/__pycache__/reprlib.cpython-311.pyc
id dev=7:0 ino=148825 size=9678 mtime=1750775793.000000000
range 0+9678
file /usr/lib/python3.11/__pycache__/functools.cpython-311.pyc
id dev=7:0 ino=148771 size=46633 mtime=1750775793.000000000
range 0+46633
file /usr/lib/python3.11/__pycache__/sitecustomize.cpython-311.pyc
id dev=7:0 ino=148836 size=334 mtime=1750775793.000000000
range 0+334
file /usr/bin/meson
id dev=7:0 ino=521257 size=1507 mtime=1678568804.000000000
range 0+1507
file /usr/lib/python3.11/__pycache__/pathlib.cpython-311.pyc
id dev=7:0 ino=148805 size=67771 mtime=1750775793.000000000
range 0+67771
file /usr/lib/python3.11/__pycache__/fnmatch.cpython-311.pyc
id dev=7:0 ino=148768 size=7469 mtime=1750775793.000000000
range 0+7469
file /usr/lib/python3.11/re/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=149908 size=19314 mtime=1750775793.000000000
range 0+19314
file /usr/lib/python3.11/__pycache__/enum.cpython-311.pyc
id dev=7:0 ino=148765 size=86448 mtime=1750775793.000000000
range 0+86448
file /usr/lib/python3.11/re/__pycache__/_compiler.cpython-311.pyc
id dev=7:0 ino=149910 size=31820 mtime=1750775793.000000000
range 0+31820
file /usr/lib/python3.11/re/__pycache__/_parser.cpython-311.pyc
id dev=7:0 ino=149912 size=49872 mtime=1750775793.000000000
range 0+49872
file /usr/lib/python3.11/re/__pycache__/_constants.cpython-311.pyc
id dev=7:0 ino=149911 size=5950 mtime=1750775793.000000000
range 0+5950
file /usr/lib/python3.11/re/__pycache__/_casefix.cpython-311.pyc
id dev=7:0 ino=149909 size=1846 mtime=1750775793.000000000
range 0+1846
file /usr/lib/python3.11/__pycache__/copyreg.cpython-311.pyc
id dev=7:0 ino=148756 size=8178 mtime=1750775792.000000000
range 0+8178
file /usr/lib/python3.11/urllib/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=150079 size=147 mtime=1750775793.000000000
range 0+147
file /usr/lib/python3.11/urllib/__pycache__/parse.cpython-311.pyc
id dev=7:0 ino=150081 size=55218 mtime=1750775793.000000000
range 0+55218
file /usr/lib/python3.11/__pycache__/ipaddress.cpython-311.pyc
id dev=7:0 ino=148787 size=96208 mtime=1750775793.000000000
range 0+96208
file /usr/lib/python3/dist-packages/mesonbuild/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=137131 size=162 mtime=1795689586.994151359
range 0+162
file /usr/lib/python3/dist-packages/mesonbuild/__pycache__/mesonmain.cpython-311.pyc
id dev=7:0 ino=137146 size=17193 mtime=1795689587.421319769
range 0+17193
file /usr/lib/python3.11/__pycache__/__future__.cpython-311.pyc
id dev=7:0 ino=148711 size=4911 mtime=1750775792.000000000
range 0+4911
file /usr/lib/python3/dist-packages/mesonbuild/__pycache__/_pathlib.cpython-311.pyc
id dev=7:0 ino=137132 size=2486 mtime=1795689586.994681665
range 0+2486
file /usr/lib/python3.11/__pycache__/platform.cpython-311.pyc
id dev=7:0 ino=148811 size=43721 mtime=1750775793.000000000
range 0+43721
file /usr/lib/python3.11/__pycache__/argparse.cpython-311.pyc
id dev=7:0 ino=148733 size=113662 mtime=1750775792.000000000
range 0+113662
file /usr/lib/python3.11/__pycache__/gettext.cpython-311.pyc
id dev=7:0 ino=148775 size=23808 mtime=1750775821.000000000
range 0+23808
file /usr/lib/python3/dist-packages/mesonbuild/utils/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=137115 size=168 mtime=1795689587.581578446
range 0+168
file /usr/lib/python3/dist-packages/mesonbuild/utils/__pycache__/core.cpython-311.pyc
id dev=7:0 ino=137116 size=10055 mtime=1795689587.582881279
range 0+10055
file /usr/lib/python3.11/__pycache__/dataclasses.cpython-311.pyc
id dev=7:0 ino=148759 size=46908 mtime=1750775821.000000000
range 0+46908
file /usr/lib/python3.11/__pycache__/copy.cpython-311.pyc
id dev=7:0 ino=148755 size=11185 mtime=1750775792.000000000
range 0+11185
file /usr/lib/python3.11/__pycache__/weakref.cpython-311.pyc
id dev=7:0 ino=148876 size=34957 mtime=1750775793.000000000
range 0+34957
file /usr/lib/python3.11/__pycache__/_weakrefset.cpython-311.pyc
id dev=7:0 ino=148729 size=13137 mtime=1750775792.000000000
range 0+13137
file /usr/lib/python3.11/__pycache__/inspect.cpython-311.pyc
id dev=7:0 ino=148785 size=141792 mtime=1750775793.000000000
range 0+141792
file /usr/lib/python3.11/__pycache__/ast.cpython-311.pyc
id dev=7:0 ino=148734 size=108974 mtime=1750775792.000000000
range 0+108974
file /usr/lib/python3.11/__pycache__/dis.cpython-311.pyc
id dev=7:0 ino=148763 size=36724 mtime=1750775792.000000000
range 0+36724
file /usr/lib/python3.11/__pycache__/opcode.cpython-311.pyc
id dev=7:0 ino=148801 size=13852 mtime=1750775793.000000000
range 0+13852
file /usr/lib/python3.11/collections/__pycache__/abc.cpython-311.pyc
id dev=7:0 ino=148991 size=294 mtime=1750775792.000000000
range 0+294
file /usr/lib/python3.11/__pycache__/linecache.cpython-311.pyc
id dev=7:0 ino=148789 size=7469 mtime=1750775793.000000000
range 0+7469
file /usr/lib/python3.11/__pycache__/tokenize.cpython-311.pyc
id dev=7:0 ino=148864 size=30358 mtime=1750775793.000000000
range 0+30358
file /usr/lib/python3.11/__pycache__/token.cpython-311.pyc
id dev=7:0 ino=148863 size=3723 mtime=1750775793.000000000
range 0+3723
file /usr/lib/python3.11/__pycache__/typing.cpython-311.pyc
id dev=7:0 ino=148871 size=157945 mtime=1750775793.000000000
range 0+157945
file /usr/lib/python3.11/lib-dynload/_typing.cpython-311-x86_64-linux-gnu.so
id dev=7:0 ino=149635 size=14312 mtime=1745849508.000000000 build-id=6c9ea94c0d352f083360d55fb44e67878a2d1e3e
range 0+14312
file /usr/lib/python3/dist-packages/mesonbuild/__pycache__/mlog.cpython-311.pyc
id dev=7:0 ino=137150 size=24582 mtime=1795689587.437104815
range 0+24582
file /usr/lib/python3.11/__pycache__/shlex.cpython-311.pyc
id dev=7:0 ino=148832 size=14703 mtime=1750775822.000000000
range 0+14703
file /usr/lib/python3.11/__pycache__/subprocess.cpython-311.pyc
id dev=7:0 ino=148851 size=82147 mtime=1750775793.000000000
range 0+82147
file /usr/lib/python3.11/__pycache__/locale.cpython-311.pyc
id dev=7:0 ino=148790 size=64276 mtime=1750775793.000000000
range 0+64276
file /usr/lib/python3.11/__pycache__/signal.cpython-311.pyc
id dev=7:0 ino=148834 size=5017 mtime=1750775793.000000000
range 0+5017
file /usr/lib/python3.11/__pycache__/threading.cpython-311.pyc
id dev=7:0 ino=148861 size=69833 mtime=1750775793.000000000
range 0+69833
file /usr/lib/python3.11/__pycache__/selectors.cpython-311.pyc
id dev=7:0 ino=148830 size=28345 mtime=1750775793.000000000
range 0+28345
file /usr/lib/python3.11/__pycache__/shutil.cpython-311.pyc
id dev=7:0 ino=148833 size=70462 mtime=1750775822.000000000
range 0+70462
file /usr/lib/python3.11/__pycache__/bz2.cpython-311.pyc
id dev=7:0 ino=148740 size=16160 mtime=1750775821.000000000
range 0+16160
file /usr/lib/python3.11/__pycache__/_compression.cpython-311.pyc
id dev=7:0 ino=148717 size=8047 mtime=1750775821.000000000
range 0+8047
file /usr/lib/python3.11/lib-dynload/_bz2.cpython-311-x86_64-linux-gnu.so
id dev=7:0 ino=149604 size=27832 mtime=1745849508.000000000 build-id=c92fe2ba6503ab6b0ecbfd5744cfacc5e99a2bb7
range 0+27832
file /usr/lib/x86_64-linux-gnu/libbz2.so.1.0.4
id dev=7:0 ino=579446 size=74688 mtime=1663556049.000000000 build-id=462687d0e5080f8f8f3198430fbe3ca849aec026
range 0+74688
file /usr/lib/python3.11/__pycache__/lzma.cpython-311.pyc
id dev=7:0 ino=148791 size=16717 mtime=1750775822.000000000
range 0+16717
file /usr/lib/python3.11/lib-dynload/_lzma.cpython-311-x86_64-linux-gnu.so
id dev=7:0 ino=149622 size=44920 mtime=1745849508.000000000 build-id=fcb84b8f4f91b796d8022e6c405058529177023a
range 0+44920
file /usr/lib/x86_64-linux-gnu/liblzma.so.5.4.1
id dev=7:0 ino=579761 size=190456 mtime=1743710139.000000000 build-id=72a44fc3edc93188d045e65d92d28d50e373dbcb
range 0+81920 122880+67576
file /usr/lib/python3/dist-packages/mesonbuild/__pycache__/mesonlib.cpython-311.pyc
id dev=7:0 ino=137145 size=554 mtime=1795689587.419022190
range 0+554
file /usr/lib/python3/dist-packages/mesonbuild/utils/__pycache__/vsenv.cpython-311.pyc
id dev=7:0 ino=137120 size=5056 mtime=1795689587.603274518
range 0+5056
file /usr/lib/python3.11/json/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=149592 size=14220 mtime=1750775822.000000000
range 0+14220
file /usr/lib/python3.11/json/__pycache__/decoder.cpython-311.pyc
id dev=7:0 ino=149593 size=15187 mtime=1750775822.000000000
range 0+15187
file /usr/lib/python3.11/json/__pycache__/scanner.cpython-311.pyc
id dev=7:0 ino=149595 size=3647 mtime=1750775822.000000000
range 0+3647
file /usr/lib/python3.11/lib-dynload/_json.cpython-311-x86_64-linux-gnu.so
id dev=7:0 ino=149620 size=48968 mtime=1745849508.000000000 build-id=f2dede5caa6d6722d9f0926a64a4e3d91fc4b978
range 0+48968
file /usr/lib/python3.11/json/__pycache__/encoder.cpython-311.pyc
id dev=7:0 ino=149594 size=16809 mtime=1750775822.000000000
range 0+16809
file /usr/lib/python3.11/__pycache__/tempfile.cpython-311.pyc
id dev=7:0 ino=148858 size=48524 mtime=1750775793.000000000
range 0+48524
file /usr/lib/python3.11/__pycache__/random.cpython-311.pyc
id dev=7:0 ino=148824 size=34524 mtime=1750775793.000000000
range 0+34524
file /usr/lib/python3.11/__pycache__/bisect.cpython-311.pyc
id dev=7:0 ino=148739 size=3698 mtime=1750775792.000000000
range 0+3698
file /usr/lib/python3/dist-packages/mesonbuild/utils/__pycache__/universal.cpython-311.pyc
id dev=7:0 ino=137119 size=118519 mtime=1795689587.602135227
range 0+118519
file /usr/lib/python3.11/__pycache__/textwrap.cpython-311.pyc
id dev=7:0 ino=148859 size=19595 mtime=1750775793.000000000
range 0+19595
file /usr/lib/python3.11/__pycache__/pickle.cpython-311.pyc
id dev=7:0 ino=148807 size=86633 mtime=1750775793.000000000
range 0+86633
file /usr/lib/python3.11/__pycache__/struct.cpython-311.pyc
id dev=7:0 ino=148850 size=380 mtime=1750775793.000000000
range 0+380
file /usr/lib/python3.11/__pycache__/_compat_pickle.cpython-311.pyc
id dev=7:0 ino=148716 size=7513 mtime=1750775792.000000000
range 0+7513
file /usr/lib/python3.11/__pycache__/glob.cpython-311.pyc
id dev=7:0 ino=148776 size=11142 mtime=1750775793.000000000
range 0+11142
file /usr/lib/python3/dist-packages/mesonbuild/utils/__pycache__/posix.cpython-311.pyc
id dev=7:0 ino=137118 size=2124 mtime=1795689587.583562402
range 0+2124
file /usr/lib/python3/dist-packages/mesonbuild/utils/__pycache__/platform.cpython-311.pyc
id dev=7:0 ino=137117 size=1414 mtime=1795689587.583211968
range 0+1414
file /usr/lib/python3/dist-packages/mesonbuild/__pycache__/mconf.cpython-311.pyc
id dev=7:0 ino=137141 size=24395 mtime=1795689587.413002614
range 0+24395
file /usr/lib/python3/dist-packages/mesonbuild/__pycache__/build.cpython-311.pyc
id dev=7:0 ino=137135 size=167899 mtime=1795689587.112414704
range 0+167899
file /usr/lib/python3.11/__pycache__/hashlib.cpython-311.pyc
id dev=7:0 ino=148779 size=12336 mtime=1750775793.000000000
range 0+12336
file /usr/lib/python3.11/lib-dynload/_hashlib.cpython-311-x86_64-linux-gnu.so
id dev=7:0 ino=149619 size=63536 mtime=1745849508.000000000 build-id=1880f54b8a8a34ebe6e46b96e4787a60a34ec125
range 0+63536
file /usr/lib/x86_64-linux-gnu/libcrypto.so.3
id dev=7:0 ino=579473 size=4734232 mtime=1775219372.000000000 build-id=30563306a0d30a4acfe7ce1e066c8696b5e7856f
range 0+1048576 1056768+167936 1249280+131072 1400832+147456 1622016+131072 1982464+208896 2195456+229376 2433024+237568 2695168+249856 2985984+139264 3153920+147456 3354624+487424 4255744+478488
file /etc/ssl/openssl.cnf
id dev=7:0 ino=391316 size=12332 mtime=1744747158.000000000
range 0+12332
file /usr/lib/python3/dist-packages/mesonbuild/__pycache__/environment.cpython-311.pyc
id dev=7:0 ino=137139 size=43354 mtime=1795689587.309506622
range 0+43354
file /usr/lib/python3/dist-packages/mesonbuild/__pycache__/coredata.cpython-311.pyc
id dev=7:0 ino=137136 size=85521 mtime=1795689587.248941609
range 0+85521
file /usr/lib/python3/dist-packages/mesonbuild/__pycache__/mparser.cpython-311.pyc
id dev=7:0 ino=137151 size=57353 mtime=1795689587.511435267
range 0+57353
file /usr/lib/python3.11/__pycache__/uuid.cpython-311.pyc
id dev=7:0 ino=148873 size=33068 mtime=1750775822.000000000
range 0+33068
file /usr/lib/python3.11/lib-dynload/_uuid.cpython-311-x86_64-linux-gnu.so
id dev=7:0 ino=149636 size=14536 mtime=1745849508.000000000 build-id=64734fc41ed13a6821bed2db5b446c5b790bc7ff
range 0+14536
file /usr/lib/x86_64-linux-gnu/libuuid.so.1.3.0
id dev=7:0 ino=580024 size=34872 mtime=1732219314.000000000 build-id=6ffbf612bab7ff5fb2fd40479ec22f122af9ba39
range 0+34872
file /usr/lib/python3/dist-packages/mesonbuild/wrap/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=137127 size=1176 mtime=1795689587.604071527
range 0+1176
file /usr/lib/python3.11/__pycache__/configparser.cpython-311.pyc
id dev=7:0 ino=148752 size=71692 mtime=1750775792.000000000
range 0+71692
file /usr/bin/perl
id dev=7:0 ino=520827 size=3804432 mtime=1744470991.000000000 build-id=d178b8ec9eaee898d03c5bcaf352bec795e3f319
range 0+1347584 1351680+204800 1576960+286720 1916928+376832 2342912+131072 2920448+700416 3665920+138512
file /usr/lib/x86_64-linux-gnu/libcrypt.so.1.1.0
id dev=7:0 ino=579470 size=206776 mtime=1673045857.000000000 build-id=6c22e42bcfd160936db1a3eb5477f86c808d3e7f
range 0+206776
file /usr/lib/locale/C.utf8/LC_NUMERIC
id dev=7:0 ino=577754 size=50 mtime=1777320873.000000000
range 0+50
file /usr/lib/locale/C.utf8/LC_COLLATE
id dev=7:0 ino=577746 size=1406 mtime=1777320873.000000000
range 0+1406
file /usr/lib/locale/C.utf8/LC_TIME
id dev=7:0 ino=577757 size=3360 mtime=1777320873.000000000
range 0+3360
file /usr/lib/locale/C.utf8/LC_MESSAGES/SYS_LC_MESSAGES
id dev=7:0 ino=577751 size=48 mtime=1777320873.000000000
range 0+48
file /usr/lib/locale/C.utf8/LC_MONETARY
id dev=7:0 ino=577752 size=270 mtime=1777320873.000000000
range 0+270
file /usr/lib/locale/C.utf8/LC_ADDRESS
id dev=7:0 ino=577745 size=127 mtime=1777320873.000000000
range 0+127
file /usr/lib/locale/C.utf8/LC_IDENTIFICATION
id dev=7:0 ino=577748 size=258 mtime=1777320873.000000000
range 0+258
file /usr/lib/locale/C.utf8/LC_MEASUREMENT
id dev=7:0 ino=577749 size=23 mtime=1777320873.000000000
range 0+23
file /usr/lib/locale/C.utf8/LC_PAPER
id dev=7:0 ino=577755 size=34 mtime=1777320873.000000000
range 0+34
file /usr/lib/locale/C.utf8/LC_TELEPHONE
id dev=7:0 ino=577756 size=47 mtime=1777320873.000000000
range 0+47
file /usr/lib/locale/C.utf8/LC_NAME
id dev=7:0 ino=577753 size=62 mtime=1777320873.000000000
range 0+62
file /usr/bin/dpkg-architecture
id dev=7:0 ino=520330 size=15202 mtime=1683770641.000000000
range 0+15202
file /usr/lib/x86_64-linux-gnu/perl-base/strict.pm
id dev=7:0 ino=580740 size=1606 mtime=1744470991.000000000
range 0+1606
file /usr/lib/x86_64-linux-gnu/perl-base/warnings.pm
id dev=7:0 ino=581358 size=29669 mtime=1744470991.000000000
range 0+29669
file /usr/share/perl5/Dpkg.pm
id dev=7:0 ino=292782 size=5839 mtime=1683770641.000000000
range 0+5839
file /usr/lib/x86_64-linux-gnu/perl-base/Exporter.pm
id dev=7:0 ino=580656 size=2336 mtime=1744470991.000000000
range 0+2336
file /usr/share/perl5/Dpkg/Gettext.pm
id dev=7:0 ino=292733 size=6052 mtime=1683770641.000000000
range 0+6052
file /usr/lib/x86_64-linux-gnu/perl-base/feature.pm
id dev=7:0 ino=580731 size=7560 mtime=1744470991.000000000
range 0+7560
file /usr/lib/x86_64-linux-gnu/perl-base/constant.pm
id dev=7:0 ino=580730 size=5737 mtime=1744470991.000000000
range 0+5737
file /usr/lib/x86_64-linux-gnu/perl-base/warnings/register.pm
id dev=7:0 ino=581357 size=488 mtime=1744470991.000000000
range 0+488
file /usr/lib/x86_64-linux-gnu/perl5/5.36/Locale/gettext.pm
id dev=7:0 ino=581377 size=6854 mtime=1443458707.000000000
range 0+6854
file /usr/lib/x86_64-linux-gnu/perl-base/Carp.pm
id dev=7:0 ino=580647 size=25398 mtime=1744470991.000000000
range 0+25398
file /usr/lib/x86_64-linux-gnu/perl-base/overloading.pm
id dev=7:0 ino=580737 size=964 mtime=1744470991.000000000
range 0+964
file /usr/lib/x86_64-linux-gnu/perl-base/POSIX.pm
id dev=7:0 ino=580688 size=20383 mtime=1744470991.000000000
range 0+20383
file /usr/lib/x86_64-linux-gnu/perl-base/Fcntl.pm
id dev=7:0 ino=580657 size=2100 mtime=1744470991.000000000
range 0+2100
file /usr/lib/x86_64-linux-gnu/perl-base/XSLoader.pm
id dev=7:0 ino=580700 size=4115 mtime=1744470991.000000000
range 0+4115
file /usr/lib/x86_64-linux-gnu/perl-base/auto/Fcntl/Fcntl.so
id dev=7:0 ino=580706 size=22736 mtime=1744470991.000000000 build-id=5a696da2341ac932e4638a88fd42ed9772d1abaa
range 0+22736
file /usr/lib/x86_64-linux-gnu/perl-base/auto/POSIX/POSIX.so
id dev=7:0 ino=580719 size=110256 mtime=1744470991.000000000 build-id=6ca02cbcedc585c315133832be32f2f197759ce5
range 0+110256
file /usr/lib/x86_64-linux-gnu/perl-base/Tie/Hash.pm
id dev=7:0 ino=580699 size=2044 mtime=1744470991.000000000
range 0+2044
file /usr/lib/x86_64-linux-gnu/perl-base/Exporter/Heavy.pm
id dev=7:0 ino=580655 size=6385 mtime=1744470991.000000000
range 0+6385
file /usr/lib/x86_64-linux-gnu/perl/5.36.0/Encode.pm
id dev=7:0 ino=580278 size=32201 mtime=1744470991.000000000
range 0+16384
file /usr/lib/x86_64-linux-gnu/perl/5.36.0/auto/Encode/Encode.so
id dev=7:0 ino=580422 size=47768 mtime=1744470991.000000000 build-id=958cc54436e7f07cb7e6123d7764dbeafdd82df9
range 0+47768
file /usr/lib/x86_64-linux-gnu/perl/5.36.0/Encode/Alias.pm
id dev=7:0 ino=580249 size=12545 mtime=1744470991.000000000
range 0+12545
file /usr/lib/x86_64-linux-gnu/perl/5.36.0/Encode/MIME/Name.pm
id dev=7:0 ino=580272 size=3821 mtime=1744470991.000000000
range 0+3821
file /usr/lib/x86_64-linux-gnu/perl/5.36.0/Storable.pm
id dev=7:0 ino=580348 size=49923 mtime=1744470991.000000000
range 0+49152
file /usr/lib/x86_64-linux-gnu/perl/5.36.0/auto/Storable/Storable.so
id dev=7:0 ino=580491 size=113672 mtime=1744470991.000000000 build-id=9a9c10b2f93ad08b59db3092d0f0bca44a40e21e
range 0+113672
file /usr/lib/x86_64-linux-gnu/perl-base/parent.pm
id dev=7:0 ino=580738 size=460 mtime=1744470991.000000000
range 0+460
file /usr/lib/x86_64-linux-gnu/perl/5.36.0/Encode/Encoding.pm
id dev=7:0 ino=580258 size=9063 mtime=1744470991.000000000
range 0+9063
file /usr/lib/x86_64-linux-gnu/perl-base/bytes.pm
id dev=7:0 ino=580728 size=489 mtime=1744470991.000000000
range 0+489
file /usr/lib/x86_64-linux-gnu/perl/5.36.0/Encode/Config.pm
id dev=7:0 ino=580255 size=6065 mtime=1744470991.000000000
range 0+6065
file /usr/lib/x86_64-linux-gnu/perl-base/DynaLoader.pm
id dev=7:0 ino=580652 size=11266 mtime=1744470991.000000000
range 0+11266
file /usr/lib/x86_64-linux-gnu/perl-base/vars.pm
id dev=7:0 ino=581355 size=1148 mtime=1744470991.000000000
range 0+1148
file /usr/lib/x86_64-linux-gnu/perl-base/Config.pm
id dev=7:0 ino=580648 size=3216 mtime=1744470991.000000000
range 0+3216
file /usr/lib/x86_64-linux-gnu/perl5/5.36/auto/Locale/gettext/gettext.so
id dev=7:0 ino=581388 size=18272 mtime=1670362996.000000000 build-id=6426558727c26a80c8e00e1e6d2e9087c38422cc
range 0+18272
file /usr/share/perl5/Dpkg/Getopt.pm
id dev=7:0 ino=292732 size=1235 mtime=1683770641.000000000
range 0+1235
file /usr/share/perl5/Dpkg/ErrorHandling.pm
id dev=7:0 ino=292729 size=5294 mtime=1683770641.000000000
range 0+5294
file /usr/share/perl5/Dpkg/Arch.pm
id dev=7:0 ino=292685 size=15127 mtime=1683770641.000000000
range 0+15127
file /usr/lib/x86_64-linux-gnu/perl-base/List/Util.pm
id dev=7:0 ino=580687 size=1272 mtime=1744470991.000000000
range 0+1272
file /usr/lib/x86_64-linux-gnu/perl-base/auto/List/Util/Util.so
id dev=7:0 ino=580717 size=60208 mtime=1744470991.000000000 build-id=b4d8ac2c6b15ccd709b0396299f7b977970ddf3f
range 0+60208
file /usr/share/perl5/Dpkg/BuildEnv.pm
id dev=7:0 ino=292688 size=2231 mtime=1683770641.000000000
range 0+2231
file /usr/bin/x86_64-linux-gnu-gcc-12
id dev=7:0 ino=521108 size=1301496 mtime=1744025177.000000000 build-id=fe89f8172cfbf6a67124ac062279dd05b6a0aa20
range 0+147456 184320+131072 385024+131072 552960+221184 782336+237568 1036288+265208
file /usr/share/dpkg/cputable
id dev=7:0 ino=179384 size=2152 mtime=1683770641.000000000
range 0+2152
file /usr/share/dpkg/ostable
id dev=7:0 ino=179388 size=2111 mtime=1683770641.000000000
range 0+2111
file /usr/share/dpkg/tupletable
id dev=7:0 ino=179394 size=2249 mtime=1683770641.000000000
range 0+2249
file /usr/lib/python3/dist-packages/mesonbuild/__pycache__/programs.cpython-311.pyc
id dev=7:0 ino=137157 size=19253 mtime=1795689587.541363947
range 0+19253
file /usr/lib/python3/dist-packages/mesonbuild/__pycache__/envconfig.cpython-311.pyc
id dev=7:0 ino=137138 size=19781 mtime=1795689587.304647086
range 0+19781
file /usr/lib/python3/dist-packages/mesonbuild/compilers/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=136811 size=1781 mtime=1795689587.143424825
range 0+1781
file /usr/lib/python3/dist-packages/mesonbuild/compilers/__pycache__/compilers.cpython-311.pyc
id dev=7:0 ino=136815 size=75591 mtime=1795689587.165038527
range 0+75591
file /usr/lib/python3/dist-packages/mesonbuild/__pycache__/arglist.cpython-311.pyc
id dev=7:0 ino=137134 size=16257 mtime=1795689586.997292544
range 0+16257
file /usr/lib/python3/dist-packages/mesonbuild/compilers/__pycache__/detect.cpython-311.pyc
id dev=7:0 ino=136821 size=62779 mtime=1795689587.200595932
range 0+62779
file /usr/lib/python3/dist-packages/mesonbuild/linkers/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=136941 size=2479 mtime=1795689587.391526354
range 0+2479
file /usr/lib/python3/dist-packages/mesonbuild/linkers/__pycache__/detect.cpython-311.pyc
id dev=7:0 ino=136942 size=12581 mtime=1795689587.393480861
range 0+12581
file /usr/lib/python3/dist-packages/mesonbuild/linkers/__pycache__/linkers.cpython-311.pyc
id dev=7:0 ino=136943 size=86820 mtime=1795689587.407561895
range 0+86820
file /usr/lib/python3/dist-packages/mesonbuild/dependencies/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=136859 size=4256 mtime=1795689587.249877765
range 0+4256
file /usr/lib/python3/dist-packages/mesonbuild/dependencies/__pycache__/boost.cpython-311.pyc
id dev=7:0 ino=136861 size=49672 mtime=1795689587.259435258
range 0+49672
file /usr/lib/python3/dist-packages/mesonbuild/dependencies/__pycache__/base.cpython-311.pyc
id dev=7:0 ino=136860 size=38512 mtime=1795689587.254483201
range 0+38512
file /usr/lib/python3/dist-packages/mesonbuild/dependencies/__pycache__/pkgconfig.cpython-311.pyc
id dev=7:0 ino=136874 size=26634 mtime=1795689587.291904991
range 0+26634
file /usr/lib/python3/dist-packages/mesonbuild/dependencies/__pycache__/misc.cpython-311.pyc
id dev=7:0 ino=136872 size=39472 mtime=1795689587.286781739
range 0+39472
file /usr/lib/python3.11/__pycache__/sysconfig.cpython-311.pyc
id dev=7:0 ino=148854 size=32669 mtime=1750775793.000000000
range 0+32669
file /usr/lib/python3/dist-packages/mesonbuild/dependencies/__pycache__/cmake.cpython-311.pyc
id dev=7:0 ino=136862 size=40267 mtime=1795689587.265245454
range 0+40267
file /usr/lib/python3/dist-packages/mesonbuild/cmake/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=136750 size=1305 mtime=1795689587.113249805
range 0+1305
file /usr/lib/python3/dist-packages/mesonbuild/cmake/__pycache__/common.cpython-311.pyc
id dev=7:0 ino=136751 size=26607 mtime=1795689587.116174428
range 0+26607
file /usr/lib/python3/dist-packages/mesonbuild/cmake/__pycache__/executor.cpython-311.pyc
id dev=7:0 ino=136752 size=15383 mtime=1795689587.118312086
range 0+15383
file /usr/lib/python3/dist-packages/mesonbuild/cmake/__pycache__/fileapi.cpython-311.pyc
id dev=7:0 ino=136753 size=16392 mtime=1795689587.120490834
range 0+16392
file /usr/lib/python3/dist-packages/mesonbuild/cmake/__pycache__/generator.cpython-311.pyc
id dev=7:0 ino=136754 size=12223 mtime=1795689587.121850140
range 0+12223
file /usr/lib/python3/dist-packages/mesonbuild/cmake/__pycache__/interpreter.cpython-311.pyc
id dev=7:0 ino=136755 size=85041 mtime=1795689587.134587149
range 0+85041
file /usr/lib/python3/dist-packages/mesonbuild/cmake/__pycache__/toolchain.cpython-311.pyc
id dev=7:0 ino=136756 size=14774 mtime=1795689587.136570908
range 0+14774
file /usr/lib/python3/dist-packages/mesonbuild/cmake/__pycache__/traceparser.cpython-311.pyc
id dev=7:0 ino=136757 size=44916 mtime=1795689587.141877515
range 0+44916
file /usr/lib/python3/dist-packages/mesonbuild/cmake/__pycache__/tracetargets.cpython-311.pyc
id dev=7:0 ino=136758 size=8557 mtime=1795689587.143073356
range 0+8557
file /usr/lib/python3/dist-packages/mesonbuild/__pycache__/mesondata.cpython-311.pyc
id dev=7:0 ino=137144 size=2550 mtime=1795689587.418636377
range 0+2550
file /usr/lib/python3.11/importlib/resources/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=149569 size=774 mtime=1750775793.000000000
range 0+774
file /usr/lib/python3.11/importlib/resources/__pycache__/_common.cpython-311.pyc
id dev=7:0 ino=149571 size=4237 mtime=1750775793.000000000
range 0+4237
file /usr/lib/python3.11/importlib/resources/__pycache__/abc.cpython-311.pyc
id dev=7:0 ino=149574 size=8498 mtime=1750775793.000000000
range 0+8498
file /usr/lib/python3.11/importlib/resources/__pycache__/_adapters.cpython-311.pyc
id dev=7:0 ino=149570 size=10691 mtime=1750775793.000000000
range 0+10691
file /usr/lib/python3.11/importlib/resources/__pycache__/_legacy.cpython-311.pyc
id dev=7:0 ino=149573 size=6434 mtime=1750775793.000000000
range 0+6434
file /usr/lib/python3/dist-packages/mesonbuild/dependencies/__pycache__/configtool.cpython-311.pyc
id dev=7:0 ino=136864 size=9498 mtime=1795689587.267395880
range 0+9498
file /usr/lib/python3/dist-packages/mesonbuild/dependencies/__pycache__/factory.cpython-311.pyc
id dev=7:0 ino=136869 size=8019 mtime=1795689587.279681825
range 0+8019
file /usr/lib/python3/dist-packages/mesonbuild/dependencies/__pycache__/framework.cpython-311.pyc
id dev=7:0 ino=136870 size=6001 mtime=1795689587.280628294
range 0+6001
file /usr/lib/python3/dist-packages/mesonbuild/dependencies/__pycache__/cuda.cpython-311.pyc
id dev=7:0 ino=136865 size=21129 mtime=1795689587.269998602
range 0+21129
file /usr/lib/python3/dist-packages/mesonbuild/dependencies/__pycache__/hdf5.cpython-311.pyc
id dev=7:0 ino=136871 size=9469 mtime=1795689587.281961967
range 0+9469
file /usr/lib/python3/dist-packages/mesonbuild/dependencies/__pycache__/dub.cpython-311.pyc
id dev=7:0 ino=136868 size=19791 mtime=1795689587.278664595
range 0+19791
file /usr/lib/python3/dist-packages/mesonbuild/dependencies/__pycache__/detect.cpython-311.pyc
id dev=7:0 ino=136866 size=10704 mtime=1795689587.271642640
range 0+10704
file /usr/lib/python3/dist-packages/mesonbuild/dependencies/__pycache__/dev.cpython-311.pyc
id dev=7:0 ino=136867 size=37306 mtime=1795689587.275948340
range 0+37306
file /usr/lib/python3/dist-packages/mesonbuild/interpreterbase/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=136927 size=2461 mtime=1795689587.374294520
range 0+2461
file /usr/lib/python3/dist-packages/mesonbuild/interpreterbase/__pycache__/baseobjects.cpython-311.pyc
id dev=7:0 ino=136929 size=12078 mtime=1795689587.376170006
range 0+12078
file /usr/lib/python3/dist-packages/mesonbuild/interpreterbase/__pycache__/exceptions.cpython-311.pyc
id dev=7:0 ino=136932 size=1417 mtime=1795689587.383595855
range 0+1417
file /usr/lib/python3/dist-packages/mesonbuild/interpreterbase/__pycache__/helpers.cpython-311.pyc
id dev=7:0 ino=136933 size=3929 mtime=1795689587.384265658
range 0+3929
file /usr/lib/python3/dist-packages/mesonbuild/interpreterbase/__pycache__/operator.cpython-311.pyc
id dev=7:0 ino=136935 size=827 mtime=1795689587.391178567
range 0+827
file /usr/lib/python3/dist-packages/mesonbuild/interpreterbase/__pycache__/decorators.cpython-311.pyc
id dev=7:0 ino=136930 size=50702 mtime=1795689587.382672849
range 0+50702
file /usr/lib/python3/dist-packages/mesonbuild/interpreterbase/__pycache__/disabler.cpython-311.pyc
id dev=7:0 ino=136931 size=1932 mtime=1795689587.383361745
range 0+1932
file /usr/lib/python3/dist-packages/mesonbuild/interpreterbase/__pycache__/_unholder.cpython-311.pyc
id dev=7:0 ino=136928 size=1809 mtime=1795689587.374691514
range 0+1809
file /usr/lib/python3/dist-packages/mesonbuild/interpreterbase/__pycache__/interpreterbase.cpython-311.pyc
id dev=7:0 ino=136934 size=41175 mtime=1795689587.390739699
range 0+41175
file /usr/lib/python3/dist-packages/mesonbuild/dependencies/__pycache__/coarrays.cpython-311.pyc
id dev=7:0 ino=136863 size=3966 mtime=1795689587.266056666
range 0+3966
file /usr/lib/python3/dist-packages/mesonbuild/dependencies/__pycache__/mpi.cpython-311.pyc
id dev=7:0 ino=136873 size=12143 mtime=1795689587.288572830
range 0+12143
file /usr/lib/python3/dist-packages/mesonbuild/dependencies/__pycache__/scalapack.cpython-311.pyc
id dev=7:0 ino=136877 size=7898 mtime=1795689587.299808831
range 0+7898
file /usr/lib/python3/dist-packages/mesonbuild/dependencies/__pycache__/platform.cpython-311.pyc
id dev=7:0 ino=136875 size=2790 mtime=1795689587.292563447
range 0+2790
file /usr/lib/python3/dist-packages/mesonbuild/dependencies/__pycache__/qt.cpython-311.pyc
id dev=7:0 ino=136876 size=27212 mtime=1795689587.298621177
range 0+27212
file /usr/lib/python3/dist-packages/mesonbuild/dependencies/__pycache__/ui.cpython-311.pyc
id dev=7:0 ino=136878 size=13513 mtime=1795689587.301504450
range 0+13513
file /usr/lib/python3/dist-packages/mesonbuild/__pycache__/mintro.cpython-311.pyc
id dev=7:0 ino=137149 size=42339 mtime=1795689587.433916200
range 0+42339
file /usr/lib/python3/dist-packages/mesonbuild/ast/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=136703 size=717 mtime=1795689586.997570000
range 0+717
file /usr/lib/python3/dist-packages/mesonbuild/ast/__pycache__/interpreter.cpython-311.pyc
id dev=7:0 ino=136704 size=25344 mtime=1795689587.000614255
range 0+25344
file /usr/lib/python3/dist-packages/mesonbuild/interpreter/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=136908 size=1242 mtime=1795689587.309924460
range 0+1242
file /usr/lib/python3/dist-packages/mesonbuild/interpreter/__pycache__/interpreter.cpython-311.pyc
id dev=7:0 ino=136911 size=208128 mtime=1795689587.350488975
range 0+208128
file /usr/lib/python3/dist-packages/mesonbuild/__pycache__/optinterpreter.cpython-311.pyc
id dev=7:0 ino=137156 size=16116 mtime=1795689587.539002276
range 0+16116
file /usr/lib/python3/dist-packages/mesonbuild/wrap/__pycache__/wrap.cpython-311.pyc
id dev=7:0 ino=137128 size=56579 mtime=1795689587.611063848
range 0+56579
file /usr/lib/python3.11/urllib/__pycache__/request.cpython-311.pyc
id dev=7:0 ino=150082 size=126489 mtime=1750775793.000000000
range 0+126489
file /usr/lib/python3.11/__pycache__/base64.cpython-311.pyc
id dev=7:0 ino=148737 size=28444 mtime=1750775792.000000000
range 0+28444
file /usr/lib/python3.11/email/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=149178 size=2108 mtime=1750775792.000000000
range 0+2108
file /usr/lib/python3.11/http/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=149520 size=8731 mtime=1750775821.000000000
range 0+8731
file /usr/lib/python3.11/http/__pycache__/client.cpython-311.pyc
id dev=7:0 ino=149521 size=59986 mtime=1750775821.000000000
range 0+59986
file /usr/lib/python3.11/email/__pycache__/parser.cpython-311.pyc
id dev=7:0 ino=149194 size=7382 mtime=1750775792.000000000
range 0+7382
file /usr/lib/python3.11/email/__pycache__/feedparser.cpython-311.pyc
id dev=7:0 ino=149188 size=21461 mtime=1750775792.000000000
range 0+21461
file /usr/lib/python3.11/email/__pycache__/errors.cpython-311.pyc
id dev=7:0 ino=149187 size=8662 mtime=1750775792.000000000
range 0+8662
file /usr/lib/python3.11/email/__pycache__/_policybase.cpython-311.pyc
id dev=7:0 ino=149182 size=19699 mtime=1750775792.000000000
range 0+19699
file /usr/lib/python3.11/email/__pycache__/header.cpython-311.pyc
id dev=7:0 ino=149190 size=26974 mtime=1750775792.000000000
range 0+26974
file /usr/lib/python3.11/email/__pycache__/quoprimime.cpython-311.pyc
id dev=7:0 ino=149196 size=11235 mtime=1750775792.000000000
range 0+11235
file /usr/lib/python3.11/__pycache__/string.cpython-311.pyc
id dev=7:0 ino=148848 size=12638 mtime=1750775793.000000000
range 0+12638
file /usr/lib/python3.11/email/__pycache__/base64mime.cpython-311.pyc
id dev=7:0 ino=149183 size=4349 mtime=1750775792.000000000
range 0+4349
file /usr/lib/python3.11/email/__pycache__/charset.cpython-311.pyc
id dev=7:0 ino=149184 size=16019 mtime=1750775792.000000000
range 0+16019
file /usr/lib/python3.11/email/__pycache__/encoders.cpython-311.pyc
id dev=7:0 ino=149186 size=2384 mtime=1750775792.000000000
range 0+2384
file /usr/lib/python3.11/__pycache__/quopri.cpython-311.pyc
id dev=7:0 ino=148823 size=10857 mtime=1750775793.000000000
range 0+10857
file /usr/lib/python3.11/email/__pycache__/utils.cpython-311.pyc
id dev=7:0 ino=149197 size=19306 mtime=1750775792.000000000
range 0+19306
file /usr/lib/python3.11/__pycache__/socket.cpython-311.pyc
id dev=7:0 ino=148840 size=45477 mtime=1750775793.000000000
range 0+45477
file /usr/lib/python3.11/__pycache__/datetime.cpython-311.pyc
id dev=7:0 ino=148760 size=101508 mtime=1750775792.000000000
range 0+101508
file /usr/lib/python3.11/email/__pycache__/_parseaddr.cpython-311.pyc
id dev=7:0 ino=149181 size=24298 mtime=1750775792.000000000
range 0+24298
file /usr/lib/python3.11/__pycache__/calendar.cpython-311.pyc
id dev=7:0 ino=148742 size=44752 mtime=1750775792.000000000
range 0+44752
file /usr/lib/python3.11/email/__pycache__/message.cpython-311.pyc
id dev=7:0 ino=149193 size=58893 mtime=1750775792.000000000
range 0+58893
file /usr/lib/python3.11/email/__pycache__/_encoded_words.cpython-311.pyc
id dev=7:0 ino=149179 size=9115 mtime=1750775792.000000000
range 0+9115
file /usr/lib/python3.11/email/__pycache__/iterators.cpython-311.pyc
id dev=7:0 ino=149192 size=3161 mtime=1750775792.000000000
range 0+3161
file /usr/lib/python3.11/__pycache__/ssl.cpython-311.pyc
id dev=7:0 ino=148845 size=73471 mtime=1750775793.000000000
range 0+73471
file /usr/lib/python3.11/lib-dynload/_ssl.cpython-311-x86_64-linux-gnu.so
id dev=7:0 ino=149628 size=212272 mtime=1745849508.000000000 build-id=ac3b3940cb8920b63eadf8f25ff60467714bb378
range 0+212272
file /usr/lib/x86_64-linux-gnu/libssl.so.3
id dev=7:0 ino=579955 size=688160 mtime=1775219372.000000000 build-id=c0b9959017cf64b03131964573944fc72958bb2b
range 0+262144 503808+4096 618496+69664
file /usr/lib/python3.11/urllib/__pycache__/error.cpython-311.pyc
id dev=7:0 ino=150080 size=3883 mtime=1750775793.000000000
range 0+3883
file /usr/lib/python3.11/urllib/__pycache__/response.cpython-311.pyc
id dev=7:0 ino=150083 size=5190 mtime=1750775793.000000000
range 0+5190
file /usr/lib/python3.11/__pycache__/netrc.cpython-311.pyc
id dev=7:0 ino=148796 size=9888 mtime=1750775822.000000000
range 0+9888
file /usr/lib/python3/dist-packages/mesonbuild/__pycache__/depfile.cpython-311.pyc
id dev=7:0 ino=137137 size=3424 mtime=1795689587.302243859
range 0+3424
file /usr/lib/python3/dist-packages/mesonbuild/modules/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=136982 size=15459 mtime=1795689587.439030875
range 0+15459
file /usr/lib/python3/dist-packages/mesonbuild/backend/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=136722 size=170 mtime=1795689587.008783347
range 0+170
file /usr/lib/python3/dist-packages/mesonbuild/backend/__pycache__/backends.cpython-311.pyc
id dev=7:0 ino=136723 size=124971 mtime=1795689587.026246703
range 0+124971
file /usr/lib/python3/dist-packages/mesonbuild/interpreter/__pycache__/interpreterobjects.cpython-311.pyc
id dev=7:0 ino=136912 size=70625 mtime=1795689587.358758144
range 0+70625
file /usr/lib/python3/dist-packages/mesonbuild/interpreter/__pycache__/type_checking.cpython-311.pyc
id dev=7:0 ino=136915 size=25484 mtime=1795689587.373807855
range 0+25484
file /usr/lib/python3/dist-packages/mesonbuild/interpreter/__pycache__/compiler.cpython-311.pyc
id dev=7:0 ino=136909 size=53224 mtime=1795689587.316082402
range 0+53224
file /usr/lib/python3/dist-packages/mesonbuild/interpreter/__pycache__/mesonmain.cpython-311.pyc
id dev=7:0 ino=136914 size=31392 mtime=1795689587.364089750
range 0+31392
file /usr/lib/python3/dist-packages/mesonbuild/interpreter/primitives/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=136899 size=899 mtime=1795689587.364552142
range 0+899
file /usr/lib/python3/dist-packages/mesonbuild/interpreter/primitives/__pycache__/array.cpython-311.pyc
id dev=7:0 ino=136900 size=7241 mtime=1795689587.365596797
range 0+7241
file /usr/lib/python3/dist-packages/mesonbuild/interpreter/primitives/__pycache__/boolean.cpython-311.pyc
id dev=7:0 ino=136901 size=4387 mtime=1795689587.366235787
range 0+4387
file /usr/lib/python3/dist-packages/mesonbuild/interpreter/primitives/__pycache__/dict.cpython-311.pyc
id dev=7:0 ino=136902 size=5809 mtime=1795689587.367036717
range 0+5809
file /usr/lib/python3/dist-packages/mesonbuild/interpreter/primitives/__pycache__/integer.cpython-311.pyc
id dev=7:0 ino=136903 size=5974 mtime=1795689587.367853706
range 0+5974
file /usr/lib/python3/dist-packages/mesonbuild/interpreter/primitives/__pycache__/range.cpython-311.pyc
id dev=7:0 ino=136904 size=2510 mtime=1795689587.368317900
range 0+2510
file /usr/lib/python3/dist-packages/mesonbuild/interpreter/primitives/__pycache__/string.cpython-311.pyc
id dev=7:0 ino=136905 size=16429 mtime=1795689587.370175433
range 0+16429
file /usr/lib/python3/dist-packages/mesonbuild/interpreter/__pycache__/dependencyfallbacks.cpython-311.pyc
id dev=7:0 ino=136910 size=23484 mtime=1795689587.319248617
range 0+23484
file /usr/lib/python3/dist-packages/mesonbuild/ast/__pycache__/introspection.cpython-311.pyc
id dev=7:0 ino=136705 size=23213 mtime=1795689587.003609855
range 0+23213
file /usr/lib/python3/dist-packages/mesonbuild/ast/__pycache__/visitor.cpython-311.pyc
id dev=7:0 ino=136708 size=10330 mtime=1795689587.008605312
range 0+10330
file /usr/lib/python3/dist-packages/mesonbuild/ast/__pycache__/postprocess.cpython-311.pyc
id dev=7:0 ino=136706 size=7703 mtime=1795689587.004496422
range 0+7703
file /usr/lib/python3/dist-packages/mesonbuild/ast/__pycache__/printer.cpython-311.pyc
id dev=7:0 ino=136707 size=28507 mtime=1795689587.007544818
range 0+28507
file /usr/lib/python3/dist-packages/mesonbuild/__pycache__/mdist.cpython-311.pyc
id dev=7:0 ino=137143 size=22055 mtime=1795689587.417807043
range 0+22055
file /usr/lib/python3.11/__pycache__/gzip.cpython-311.pyc
id dev=7:0 ino=148778 size=33717 mtime=1750775821.000000000
range 0+33717
file /usr/lib/python3.11/__pycache__/tarfile.cpython-311.pyc
id dev=7:0 ino=148856 size=118622 mtime=1750775822.000000000
range 0+118622
file /usr/lib/python3/dist-packages/mesonbuild/__pycache__/msetup.cpython-311.pyc
id dev=7:0 ino=137152 size=22726 mtime=1795689587.514977277
range 0+22726
file /usr/lib/python3.11/__pycache__/cProfile.cpython-311.pyc
id dev=7:0 ino=148741 size=9034 mtime=1750775821.000000000
range 0+9034
file /usr/lib/python3.11/lib-dynload/_lsprof.cpython-311-x86_64-linux-gnu.so
id dev=7:0 ino=149621 size=31592 mtime=1745849508.000000000 build-id=e316bf54bb618fc61adf50b83735970147a25662
range 0+31592
file /usr/lib/python3.11/__pycache__/profile.cpython-311.pyc
id dev=7:0 ino=148816 size=23914 mtime=1750775822.000000000
range 0+23914
file /usr/lib/python3/dist-packages/mesonbuild/scripts/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=137046 size=604 mtime=1795689587.550139193
range 0+604
file /usr/lib/python3/dist-packages/mesonbuild/scripts/__pycache__/meson_exe.cpython-311.pyc
id dev=7:0 ino=137063 size=7024 mtime=1795689587.567925308
range 0+7024
file /usr/lib/python3/dist-packages/mesonbuild/__pycache__/minit.cpython-311.pyc
id dev=7:0 ino=137147 size=10860 mtime=1795689587.423075577
range 0+10860
file /usr/lib/python3/dist-packages/mesonbuild/templates/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=137091 size=172 mtime=1795689587.574420506
range 0+172
file /usr/lib/python3/dist-packages/mesonbuild/templates/__pycache__/samplefactory.cpython-311.pyc
id dev=7:0 ino=137103 size=1878 mtime=1795689587.580693877
range 0+1878
file /usr/lib/python3/dist-packages/mesonbuild/templates/__pycache__/valatemplates.cpython-311.pyc
id dev=7:0 ino=137105 size=4908 mtime=1795689587.581412260
range 0+4908
file /usr/lib/python3/dist-packages/mesonbuild/templates/__pycache__/sampleimpl.cpython-311.pyc
id dev=7:0 ino=137104 size=1030 mtime=1795689587.580900459
range 0+1030
file /usr/lib/python3/dist-packages/mesonbuild/templates/__pycache__/fortrantemplates.cpython-311.pyc
id dev=7:0 ino=137097 size=5149 mtime=1795689587.577741150
range 0+5149
file /usr/lib/python3/dist-packages/mesonbuild/templates/__pycache__/objcpptemplates.cpython-311.pyc
id dev=7:0 ino=137100 size=6077 mtime=1795689587.579298786
range 0+6077
file /usr/lib/python3/dist-packages/mesonbuild/templates/__pycache__/dlangtemplates.cpython-311.pyc
id dev=7:0 ino=137096 size=5301 mtime=1795689587.577224279
range 0+5301
file /usr/lib/python3/dist-packages/mesonbuild/templates/__pycache__/rusttemplates.cpython-311.pyc
id dev=7:0 ino=137102 size=4610 mtime=1795689587.580369702
range 0+4610
file /usr/lib/python3/dist-packages/mesonbuild/templates/__pycache__/javatemplates.cpython-311.pyc
id dev=7:0 ino=137098 size=5412 mtime=1795689587.578289244
range 0+5412
file /usr/lib/python3/dist-packages/mesonbuild/templates/__pycache__/cudatemplates.cpython-311.pyc
id dev=7:0 ino=137095 size=6194 mtime=1795689587.576706012
range 0+6194
file /usr/lib/python3/dist-packages/mesonbuild/templates/__pycache__/objctemplates.cpython-311.pyc
id dev=7:0 ino=137101 size=5987 mtime=1795689587.579850571
range 0+5987
file /usr/lib/python3/dist-packages/mesonbuild/templates/__pycache__/cpptemplates.cpython-311.pyc
id dev=7:0 ino=137092 size=6190 mtime=1795689587.575000927
range 0+6190
file /usr/lib/python3/dist-packages/mesonbuild/templates/__pycache__/cstemplates.cpython-311.pyc
id dev=7:0 ino=137093 size=5392 mtime=1795689587.575575540
range 0+5392
file /usr/lib/python3/dist-packages/mesonbuild/templates/__pycache__/ctemplates.cpython-311.pyc
id dev=7:0 ino=137094 size=5943 mtime=1795689587.576118475
range 0+5943
file /usr/lib/python3/dist-packages/mesonbuild/templates/__pycache__/mesontemplates.cpython-311.pyc
id dev=7:0 ino=137099 size=3523 mtime=1795689587.578769089
range 0+3523
file /usr/lib/python3/dist-packages/mesonbuild/__pycache__/minstall.cpython-311.pyc
id dev=7:0 ino=137148 size=49550 mtime=1795689587.428971173
range 0+49550
file /usr/lib/python3/dist-packages/mesonbuild/scripts/__pycache__/depfixer.cpython-311.pyc
id dev=7:0 ino=137054 size=30368 mtime=1795689587.557815819
range 0+30368
file /usr/lib/python3/dist-packages/mesonbuild/__pycache__/mtest.cpython-311.pyc
id dev=7:0 ino=137154 size=132220 mtime=1795689587.535723490
range 0+132220
file /usr/lib/python3.11/asyncio/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=148909 size=1342 mtime=1750775821.000000000
range 0+1342
file /usr/lib/python3.11/asyncio/__pycache__/base_events.cpython-311.pyc
id dev=7:0 ino=148911 size=90510 mtime=1750775821.000000000
range 0+90510
file /usr/lib/python3.11/concurrent/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=148998 size=151 mtime=1750775821.000000000
range 0+151
file /usr/lib/python3.11/concurrent/futures/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=149002 size=1457 mtime=1750775821.000000000
range 0+1457
file /usr/lib/python3.11/concurrent/futures/__pycache__/_base.cpython-311.pyc
id dev=7:0 ino=149003 size=37250 mtime=1750775821.000000000
range 0+37250
file /usr/lib/python3.11/logging/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=149809 size=98874 mtime=1750775793.000000000
range 0+98874
file /usr/lib/python3.11/__pycache__/traceback.cpython-311.pyc
id dev=7:0 ino=148866 size=45930 mtime=1750775793.000000000
range 0+45930
file /usr/lib/python3.11/__pycache__/heapq.cpython-311.pyc
id dev=7:0 ino=148780 size=20574 mtime=1750775793.000000000
range 0+20574
file /usr/lib/python3.11/asyncio/__pycache__/constants.cpython-311.pyc
id dev=7:0 ino=148915 size=959 mtime=1750775821.000000000
range 0+959
file /usr/lib/python3.11/asyncio/__pycache__/coroutines.cpython-311.pyc
id dev=7:0 ino=148916 size=3995 mtime=1750775821.000000000
range 0+3995
file /usr/lib/python3.11/asyncio/__pycache__/events.cpython-311.pyc
id dev=7:0 ino=148917 size=37785 mtime=1750775821.000000000
range 0+37785
file /usr/lib/python3.11/__pycache__/contextvars.cpython-311.pyc
id dev=7:0 ino=148754 size=297 mtime=1750775821.000000000
range 0+297
file /usr/lib/python3.11/lib-dynload/_contextvars.cpython-311-x86_64-linux-gnu.so
id dev=7:0 ino=149611 size=14344 mtime=1745849508.000000000 build-id=ffce74de34642911704740d18dceea91ccb24c6d
range 0+14344
file /usr/lib/python3.11/asyncio/__pycache__/format_helpers.cpython-311.pyc
id dev=7:0 ino=148919 size=4129 mtime=1750775821.000000000
range 0+4129
file /usr/lib/python3.11/lib-dynload/_asyncio.cpython-311-x86_64-linux-gnu.so
id dev=7:0 ino=149603 size=74336 mtime=1745849508.000000000 build-id=b71aa5978198c92067eb3086f596e03be4727d38
range 0+74336
file /usr/lib/python3.11/asyncio/__pycache__/base_futures.cpython-311.pyc
id dev=7:0 ino=148912 size=3386 mtime=1750775821.000000000
range 0+3386
file /usr/lib/python3.11/asyncio/__pycache__/exceptions.cpython-311.pyc
id dev=7:0 ino=148918 size=3641 mtime=1750775821.000000000
range 0+3641
file /usr/lib/python3.11/asyncio/__pycache__/base_tasks.cpython-311.pyc
id dev=7:0 ino=148914 size=4174 mtime=1750775821.000000000
range 0+4174
file /usr/lib/python3.11/asyncio/__pycache__/futures.cpython-311.pyc
id dev=7:0 ino=148920 size=18508 mtime=1750775821.000000000
range 0+18508
file /usr/lib/python3.11/asyncio/__pycache__/protocols.cpython-311.pyc
id dev=7:0 ino=148925 size=9443 mtime=1750775821.000000000
range 0+9443
file /usr/lib/python3.11/asyncio/__pycache__/sslproto.cpython-311.pyc
id dev=7:0 ino=148929 size=43479 mtime=1750775821.000000000
range 0+43479
file /usr/lib/python3.11/asyncio/__pycache__/transports.cpython-311.pyc
id dev=7:0 ino=148937 size=15167 mtime=1750775821.000000000
range 0+15167
file /usr/lib/python3.11/asyncio/__pycache__/log.cpython-311.pyc
id dev=7:0 ino=148922 size=292 mtime=1750775821.000000000
range 0+292
file /usr/lib/python3.11/asyncio/__pycache__/staggered.cpython-311.pyc
id dev=7:0 ino=148930 size=6634 mtime=1750775821.000000000
range 0+6634
file /usr/lib/python3.11/asyncio/__pycache__/locks.cpython-311.pyc
id dev=7:0 ino=148921 size=29205 mtime=1750775821.000000000
range 0+29205
file /usr/lib/python3.11/asyncio/__pycache__/mixins.cpython-311.pyc
id dev=7:0 ino=148923 size=1194 mtime=1750775821.000000000
range 0+1194
file /usr/lib/python3.11/asyncio/__pycache__/tasks.cpython-311.pyc
id dev=7:0 ino=148934 size=41004 mtime=1750775821.000000000
range 0+41004
file /usr/lib/python3.11/asyncio/__pycache__/trsock.cpython-311.pyc
id dev=7:0 ino=148938 size=5382 mtime=1750775821.000000000
range 0+5382
file /usr/lib/python3.11/asyncio/__pycache__/runners.cpython-311.pyc
id dev=7:0 ino=148927 size=10231 mtime=1750775821.000000000
range 0+10231
file /usr/lib/python3.11/asyncio/__pycache__/queues.cpython-311.pyc
id dev=7:0 ino=148926 size=12824 mtime=1750775821.000000000
range 0+12824
file /usr/lib/python3.11/asyncio/__pycache__/streams.cpython-311.pyc
id dev=7:0 ino=148931 size=33688 mtime=1750775821.000000000
range 0+33688
file /usr/lib/python3.11/asyncio/__pycache__/subprocess.cpython-311.pyc
id dev=7:0 ino=148932 size=12602 mtime=1750775821.000000000
range 0+12602
file /usr/lib/python3.11/asyncio/__pycache__/taskgroups.cpython-311.pyc
id dev=7:0 ino=148933 size=7393 mtime=1750775821.000000000
range 0+7393
file /usr/lib/python3.11/asyncio/__pycache__/timeouts.cpython-311.pyc
id dev=7:0 ino=148936 size=7180 mtime=1750775821.000000000
range 0+7180
file /usr/lib/python3.11/asyncio/__pycache__/threads.cpython-311.pyc
id dev=7:0 ino=148935 size=1291 mtime=1750775821.000000000
range 0+1291
file /usr/lib/python3.11/asyncio/__pycache__/unix_events.cpython-311.pyc
id dev=7:0 ino=148939 size=73856 mtime=1750775821.000000000
range 0+73856
file /usr/lib/python3.11/asyncio/__pycache__/base_subprocess.cpython-311.pyc
id dev=7:0 ino=148913 size=16701 mtime=1750775821.000000000
range 0+16701
file /usr/lib/python3.11/asyncio/__pycache__/selector_events.cpython-311.pyc
id dev=7:0 ino=148928 size=64119 mtime=1750775821.000000000
range 0+64119
file /usr/lib/python3.11/multiprocessing/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=149822 size=1109 mtime=1750775822.000000000
range 0+1109
file /usr/lib/python3.11/multiprocessing/__pycache__/context.cpython-311.pyc
id dev=7:0 ino=149824 size=19553 mtime=1750775822.000000000
range 0+19553
file /usr/lib/python3.11/multiprocessing/__pycache__/process.cpython-311.pyc
id dev=7:0 ino=149833 size=19130 mtime=1750775822.000000000
range 0+19130
file /usr/lib/python3.11/multiprocessing/__pycache__/reduction.cpython-311.pyc
id dev=7:0 ino=149835 size=14981 mtime=1750775822.000000000
range 0+14981
file /usr/lib/python3.11/xml/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=150129 size=724 mtime=1750775822.000000000
range 0+724
file /usr/lib/python3.11/xml/etree/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=150157 size=150 mtime=1750775822.000000000
range 0+150
file /usr/lib/python3.11/xml/etree/__pycache__/ElementTree.cpython-311.pyc
id dev=7:0 ino=150156 size=89020 mtime=1750775822.000000000
range 0+89020
file /usr/lib/python3.11/xml/etree/__pycache__/ElementPath.cpython-311.pyc
id dev=7:0 ino=150155 size=17231 mtime=1750775822.000000000
range 0+17231
file /usr/lib/python3/dist-packages/mesonbuild/__pycache__/rewriter.cpython-311.pyc
id dev=7:0 ino=137158 size=66083 mtime=1795689587.549550146
range 0+66083
file /usr/lib/python3/dist-packages/mesonbuild/__pycache__/msubprojects.cpython-311.pyc
id dev=7:0 ino=137153 size=48893 mtime=1795689587.520260409
range 0+48893
file /usr/lib/python3.11/concurrent/futures/__pycache__/thread.cpython-311.pyc
id dev=7:0 ino=149005 size=11070 mtime=1750775821.000000000
range 0+11070
file /usr/lib/python3.11/__pycache__/queue.cpython-311.pyc
id dev=7:0 ino=148822 size=16453 mtime=1750775822.000000000
range 0+16453
file /usr/lib/python3.11/lib-dynload/_queue.cpython-311-x86_64-linux-gnu.so
id dev=7:0 ino=149626 size=23512 mtime=1745849508.000000000 build-id=642333614129753099a6993ceea124abbfc5e350
range 0+23512
file /usr/lib/python3.11/__pycache__/zipfile.cpython-311.pyc
id dev=7:0 ino=148880 size=118009 mtime=1750775793.000000000
range 0+118009
file /usr/lib/python3/dist-packages/mesonbuild/__pycache__/munstable_coredata.cpython-311.pyc
id dev=7:0 ino=137155 size=7167 mtime=1795689587.537070622
range 0+7167
file /usr/lib/python3.11/__pycache__/pprint.cpython-311.pyc
id dev=7:0 ino=148815 size=33470 mtime=1750775822.000000000
range 0+33470
file /usr/lib/python3/dist-packages/mesonbuild/__pycache__/mcompile.cpython-311.pyc
id dev=7:0 ino=137140 size=18545 mtime=1795689587.410249061
range 0+18545
file /usr/lib/python3/dist-packages/mesonbuild/__pycache__/mdevenv.cpython-311.pyc
id dev=7:0 ino=137142 size=15302 mtime=1795689587.414936019
range 0+15302
file /usr/lib/python3/dist-packages/mesonbuild/scripts/__pycache__/env2mfile.cpython-311.pyc
id dev=7:0 ino=137057 size=20957 mtime=1795689587.562211072
range 0+20957
file /usr/lib/python3/dist-packages/mesonbuild/wrap/__pycache__/wraptool.cpython-311.pyc
id dev=7:0 ino=137129 size=15641 mtime=1795689587.613313488
range 0+15641
lookup /etc/ld.so.preload
lookup /lib/x86_64-linux-gnu/libm.so.6 ino=579765
lookup /lib/x86_64-linux-gnu/libz.so.1 ino=580121
lookup /lib/x86_64-linux-gnu/libexpat.so.1 ino=579536
lookup /lib/x86_64-linux-gnu/libc.so.6 ino=579449
lookup /usr/lib/locale/locale-archive
lookup /usr/share/locale/locale.alias ino=390873
lookup /usr/lib/locale/C.UTF-8/LC_CTYPE
lookup /usr/pyvenv.cfg
lookup /usr/bin/pyvenv.cfg
lookup /usr/bin/python3 ino=520915
lookup /usr/bin/python3._pth
lookup /usr/bin/python3.11._pth
lookup /usr/bin/pybuilddir.txt
lookup /usr/bin/Modules/Setup.local
lookup /usr/bin/lib/python311.zip
lookup /usr/lib/python311.zip
lookup /usr/bin/lib/python3.11/os.py
lookup /usr/bin/lib/python3.11/os.pyc
lookup /usr/lib/python3.11/os.py ino=149877
lookup /usr/bin/lib/python3.11/lib-dynload
lookup /usr/lib/python3.11/lib-dynload ino=149602
lookup /etc/localtime ino=296647
lookup /usr/lib ino=545885
lookup /usr/lib/python3.11 ino=148699
lookup /usr/lib/python3.11/encodings/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3.11/encodings/__init__.abi3.so
lookup /usr/lib/python3.11/encodings/__init__.so
lookup /usr/lib/python3.11/encodings/__init__.py ino=149239
lookup /usr/lib/python3.11/encodings ino=149238
lookup /usr/lib/python3.11/encodings/aliases.py ino=149363
lookup /usr/lib/python3.11/encodings/utf_8.py ino=149480
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.local/lib/python3.11/site-packages
lookup /usr/local/lib/python3.11/dist-packages ino=170689
lookup /usr/lib/python3/dist-packages ino=133421
lookup /usr/lib/python3/dist-packages/_distutils_hack/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3/dist-packages/_distutils_hack/__init__.abi3.so
lookup /usr/lib/python3/dist-packages/_distutils_hack/__init__.so
lookup /usr/lib/python3/dist-packages/_distutils_hack/__init__.py ino=133475
lookup /usr/lib/python3.11/types.py ino=150046
lookup /usr/lib/python3.11/importlib/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3.11/importlib/__init__.abi3.so
lookup /usr/lib/python3.11/importlib/__init__.so
lookup /usr/lib/python3.11/importlib/__init__.py ino=149533
lookup /usr/lib/python3.11/warnings.py ino=150105
lookup /usr/lib/python3.11/importlib ino=149532
lookup /usr/lib/python3.11/importlib/_abc.py ino=149544
lookup /usr/lib/python3.11/contextlib.py ino=149025
lookup /usr/lib/python3.11/collections/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3.11/collections/__init__.abi3.so
lookup /usr/lib/python3.11/collections/__init__.so
lookup /usr/lib/python3.11/collections/__init__.py ino=148988
lookup /usr/lib/python3.11/keyword.py ino=149601
lookup /usr/lib/python3.11/operator.py ino=149875
lookup /usr/lib/python3.11/reprlib.py ino=149917
lookup /usr/lib/python3.11/functools.py ino=149498
lookup /usr/lib/python3/dist-packages/mpl_toolkits/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3/dist-packages/mpl_toolkits/__init__.abi3.so
lookup /usr/lib/python3/dist-packages/mpl_toolkits/__init__.so
lookup /usr/lib/python3/dist-packages/mpl_toolkits/__init__.py ino=148519
lookup /usr/lib/python3.11/dist-packages ino=150201
lookup /usr/lib/python3.11/sitecustomize.py ino=390954
lookup /usr ino=520193
lookup /usr/bin ino=520194
lookup /usr/lib/python3.11/pathlib.py ino=149878
lookup /usr/lib/python3.11/fnmatch.py ino=149495
lookup /usr/lib/python3.11/re/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3.11/re/__init__.abi3.so
lookup /usr/lib/python3.11/re/__init__.so
lookup /usr/lib/python3.11/re/__init__.py ino=149906
lookup /usr/lib/python3.11/enum.py ino=149492
lookup /usr/lib/python3.11/re ino=149905
lookup /usr/lib/python3.11/re/_compiler.py ino=149914
lookup /usr/lib/python3.11/re/_parser.py ino=149916
lookup /usr/lib/python3.11/re/_constants.py ino=149915
lookup /usr/lib/python3.11/re/_casefix.py ino=149913
lookup /usr/lib/python3.11/copyreg.py ino=149028
lookup /usr/lib/python3.11/urllib/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3.11/urllib/__init__.abi3.so
lookup /usr/lib/python3.11/urllib/__init__.so
lookup /usr/lib/python3.11/urllib/__init__.py ino=150077
lookup /usr/lib/python3.11/urllib ino=150076
lookup /usr/lib/python3.11/urllib/parse.py ino=150086
lookup /usr/lib/python3.11/ipaddress.py ino=149588
lookup /usr/bin/mesonbuild
lookup /usr/lib/python3/dist-packages/mesonbuild/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3/dist-packages/mesonbuild/__init__.abi3.so
lookup /usr/lib/python3/dist-packages/mesonbuild/__init__.so
lookup /usr/lib/python3/dist-packages/mesonbuild/__init__.py ino=136691
lookup /usr/lib/python3/dist-packages/mesonbuild ino=136690
lookup /usr/lib/python3/dist-packages/mesonbuild/mesonmain.py ino=136950
lookup /usr/lib/python3.11/__future__.py ino=148702
lookup /usr/lib/python3/dist-packages/mesonbuild/_pathlib.py ino=136692
lookup /usr/lib/python3.11/platform.py ino=149884
lookup /usr/lib/python3.11/argparse.py ino=148902
lookup /usr/bin/gettext/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/bin/gettext/__init__.abi3.so
lookup /usr/bin/gettext/__init__.so
lookup /usr/bin/gettext/__init__.py
lookup /usr/bin/gettext/__init__.pyc
lookup /usr/bin/gettext ino=520445
lookup /usr/lib/python3.11/gettext.py ino=149502
lookup /usr/lib/python3/dist-packages/mesonbuild/utils/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3/dist-packages/mesonbuild/utils/__init__.abi3.so
lookup /usr/lib/python3/dist-packages/mesonbuild/utils/__init__.so
lookup /usr/lib/python3/dist-packages/mesonbuild/utils/__init__.py ino=137107
lookup /usr/lib/python3/dist-packages/mesonbuild/utils ino=137106
lookup /usr/lib/python3/dist-packages/mesonbuild/utils/core.py ino=137108
lookup /usr/lib/python3.11/dataclasses.py ino=149055
lookup /usr/lib/python3.11/copy.py ino=149027
lookup /usr/lib/python3.11/weakref.py ino=150107
lookup /usr/lib/python3.11/_weakrefset.py ino=148898
lookup /usr/lib/python3.11/inspect.py ino=149586
lookup /usr/lib/python3.11/ast.py ino=148903
lookup /usr/lib/python3.11/dis.py ino=149069
lookup /usr/lib/python3.11/opcode.py ino=149874
lookup /usr/lib/python3.11/collections ino=148987
lookup /usr/lib/python3.11/collections/abc.py ino=148992
lookup /usr/lib/python3.11/linecache.py ino=149804
lookup /usr/lib/python3.11/tokenize.py ino=150030
lookup /usr/lib/python3.11/token.py ino=150029
lookup /usr/lib/python3.11/typing.py ino=150047
lookup /usr/lib/python3/dist-packages/mesonbuild/mlog.py ino=136954
lookup /usr/lib/python3.11/shlex.py ino=149924
lookup /usr/lib/python3.11/subprocess.py ino=149951
lookup /usr/bin/locale/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/bin/locale/__init__.abi3.so
lookup /usr/bin/locale/__init__.so
lookup /usr/bin/locale/__init__.py
lookup /usr/bin/locale/__init__.pyc
lookup /usr/bin/locale ino=520704
lookup /usr/lib/python3.11/locale.py ino=149805
lookup /usr/lib/python3.11/signal.py ino=149926
lookup /usr/lib/python3.11/threading.py ino=150027
lookup /usr/lib/python3.11/selectors.py ino=149922
lookup /usr/lib/python3.11/shutil.py ino=149925
lookup /usr/lib/python3.11/bz2.py ino=148977
lookup /usr/lib/python3.11/_compression.py ino=148886
lookup /lib/x86_64-linux-gnu/libbz2.so.1.0 ino=579446
lookup /usr/bin/lzma/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/bin/lzma/__init__.abi3.so
lookup /usr/bin/lzma/__init__.so
lookup /usr/bin/lzma/__init__.py
lookup /usr/bin/lzma/__init__.pyc
lookup /usr/bin/lzma ino=521170
lookup /usr/lib/python3.11/lzma.py ino=149814
lookup /lib/x86_64-linux-gnu/liblzma.so.5 ino=579761
lookup /usr/lib/python3/dist-packages/mesonbuild/mesonlib.py ino=136949
lookup /usr/lib/python3/dist-packages/mesonbuild/utils/vsenv.py ino=137112
lookup /usr/lib/python3.11/json/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3.11/json/__init__.abi3.so
lookup /usr/lib/python3.11/json/__init__.so
lookup /usr/lib/python3.11/json/__init__.py ino=149590
lookup /usr/lib/python3.11/json ino=149589
lookup /usr/lib/python3.11/json/decoder.py ino=149597
lookup /usr/lib/python3.11/json/scanner.py ino=149599
lookup /usr/lib/python3.11/json/encoder.py ino=149598
lookup /usr/bin/tempfile/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/bin/tempfile/__init__.abi3.so
lookup /usr/bin/tempfile/__init__.so
lookup /usr/bin/tempfile/__init__.py
lookup /usr/bin/tempfile/__init__.pyc
lookup /usr/bin/tempfile ino=521019
lookup /usr/lib/python3.11/tempfile.py ino=149958
lookup /usr/lib/python3.11/random.py ino=149904
lookup /usr/lib/python3.11/bisect.py ino=148976
lookup /usr/lib/python3/dist-packages/mesonbuild/utils/universal.py ino=137111
lookup /usr/lib/python3.11/textwrap.py ino=150025
lookup /usr/lib/python3.11/pickle.py ino=149880
lookup /usr/lib/python3.11/struct.py ino=149950
lookup /usr/lib/python3.11/_compat_pickle.py ino=148885
lookup /usr/lib/python3.11/glob.py ino=149503
lookup /usr/local/sbin/git
lookup /usr/local/bin/git
lookup /usr/sbin/git
lookup /usr/bin/git ino=520450
lookup /usr/lib/python3/dist-packages/mesonbuild/utils/posix.py ino=137110
lookup /usr/lib/python3/dist-packages/mesonbuild/utils/platform.py ino=137109
lookup /usr/lib/python3/dist-packages/mesonbuild/mconf.py ino=136945
lookup /usr/lib/python3/dist-packages/mesonbuild/build.py ino=136733
lookup /usr/lib/python3.11/hashlib.py ino=149506
lookup /lib/x86_64-linux-gnu/libcrypto.so.3 ino=579473
lookup /usr/lib/ssl/openssl.cnf ino=391316
lookup /usr/lib/python3/dist-packages/mesonbuild/environment.py ino=136881
lookup /usr/lib/python3/dist-packages/mesonbuild/coredata.py ino=136829
lookup /usr/lib/python3/dist-packages/mesonbuild/mparser.py ino=137007
lookup /usr/lib/python3.11/uuid.py ino=150091
lookup /lib/x86_64-linux-gnu/libuuid.so.1 ino=580024
lookup /usr/lib/python3/dist-packages/mesonbuild/wrap/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3/dist-packages/mesonbuild/wrap/__init__.abi3.so
lookup /usr/lib/python3/dist-packages/mesonbuild/wrap/__init__.so
lookup /usr/lib/python3/dist-packages/mesonbuild/wrap/__init__.py ino=137123
lookup /usr/lib/python3.11/configparser.py ino=149024
lookup /etc/debian_version ino=390687
lookup /usr/local/sbin/dpkg-architecture
lookup /usr/local/bin/dpkg-architecture
lookup /usr/sbin/dpkg-architecture
lookup /lib/x86_64-linux-gnu/libcrypt.so.1 ino=579470
lookup /usr/lib/locale/C.UTF-8/LC_NUMERIC
lookup /usr/lib/locale/C.UTF-8/LC_COLLATE
lookup /usr/lib/locale/C.UTF-8/LC_TIME
lookup /usr/lib/locale/C.UTF-8/LC_MESSAGES
lookup /usr/lib/locale/C.utf8/LC_MESSAGES ino=577750
lookup /usr/lib/locale/C.UTF-8/LC_MONETARY
lookup /usr/lib/locale/C.UTF-8/LC_ADDRESS
lookup /usr/lib/locale/C.UTF-8/LC_IDENTIFICATION
lookup /usr/lib/locale/C.UTF-8/LC_MEASUREMENT
lookup /usr/lib/locale/C.UTF-8/LC_PAPER
lookup /usr/lib/locale/C.UTF-8/LC_TELEPHONE
lookup /usr/lib/locale/C.UTF-8/LC_NAME
lookup /usr/lib/x86_64-linux-gnu/perl-base/5.36.0/x86_64-linux-gnu-thread-multi
lookup /usr/lib/x86_64-linux-gnu/perl-base/5.36.0
lookup /usr/lib/x86_64-linux-gnu/perl-base/x86_64-linux-gnu-thread-multi
lookup /usr/local/lib/site_perl/5.36.0/x86_64-linux-gnu-thread-multi
lookup /usr/local/lib/site_perl/5.36.0
lookup /usr/local/lib/site_perl/x86_64-linux-gnu-thread-multi
lookup /etc/perl/strict.pmc
lookup /etc/perl/strict.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/strict.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/strict.pm
lookup /usr/local/share/perl/5.36.0/strict.pmc
lookup /usr/local/share/perl/5.36.0/strict.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/strict.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/strict.pm
lookup /usr/share/perl5/strict.pmc
lookup /usr/share/perl5/strict.pm
lookup /usr/lib/x86_64-linux-gnu/perl-base/strict.pmc
lookup /etc/perl/warnings.pmc
lookup /etc/perl/warnings.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/warnings.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/warnings.pm
lookup /usr/local/share/perl/5.36.0/warnings.pmc
lookup /usr/local/share/perl/5.36.0/warnings.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/warnings.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/warnings.pm
lookup /usr/share/perl5/warnings.pmc
lookup /usr/share/perl5/warnings.pm
lookup /usr/lib/x86_64-linux-gnu/perl-base/warnings.pmc
lookup /etc/perl/Dpkg.pmc
lookup /etc/perl/Dpkg.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Dpkg.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Dpkg.pm
lookup /usr/local/share/perl/5.36.0/Dpkg.pmc
lookup /usr/local/share/perl/5.36.0/Dpkg.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Dpkg.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Dpkg.pm
lookup /usr/share/perl5/Dpkg.pmc
lookup /etc/perl/Exporter.pmc
lookup /etc/perl/Exporter.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Exporter.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Exporter.pm
lookup /usr/local/share/perl/5.36.0/Exporter.pmc
lookup /usr/local/share/perl/5.36.0/Exporter.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Exporter.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Exporter.pm
lookup /usr/share/perl5/Exporter.pmc
lookup /usr/share/perl5/Exporter.pm
lookup /usr/lib/x86_64-linux-gnu/perl-base/Exporter.pmc
lookup /etc/perl/Dpkg/Gettext.pmc
lookup /etc/perl/Dpkg/Gettext.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Dpkg/Gettext.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Dpkg/Gettext.pm
lookup /usr/local/share/perl/5.36.0/Dpkg/Gettext.pmc
lookup /usr/local/share/perl/5.36.0/Dpkg/Gettext.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Dpkg/Gettext.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Dpkg/Gettext.pm
lookup /usr/share/perl5/Dpkg/Gettext.pmc
lookup /etc/perl/feature.pmc
lookup /etc/perl/feature.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/feature.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/feature.pm
lookup /usr/local/share/perl/5.36.0/feature.pmc
lookup /usr/local/share/perl/5.36.0/feature.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/feature.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/feature.pm
lookup /usr/share/perl5/feature.pmc
lookup /usr/share/perl5/feature.pm
lookup /usr/lib/x86_64-linux-gnu/perl-base/feature.pmc
lookup /etc/perl/constant.pmc
lookup /etc/perl/constant.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/constant.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/constant.pm
lookup /usr/local/share/perl/5.36.0/constant.pmc
lookup /usr/local/share/perl/5.36.0/constant.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/constant.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/constant.pm
lookup /usr/share/perl5/constant.pmc
lookup /usr/share/perl5/constant.pm
lookup /usr/lib/x86_64-linux-gnu/perl-base/constant.pmc
lookup /etc/perl/warnings/register.pmc
lookup /etc/perl/warnings/register.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/warnings/register.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/warnings/register.pm
lookup /usr/local/share/perl/5.36.0/warnings/register.pmc
lookup /usr/local/share/perl/5.36.0/warnings/register.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/warnings/register.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/warnings/register.pm
lookup /usr/share/perl5/warnings/register.pmc
lookup /usr/share/perl5/warnings/register.pm
lookup /usr/lib/x86_64-linux-gnu/perl-base/warnings/register.pmc
lookup /etc/perl/Locale/gettext.pmc
lookup /etc/perl/Locale/gettext.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Locale/gettext.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Locale/gettext.pm
lookup /usr/local/share/perl/5.36.0/Locale/gettext.pmc
lookup /usr/local/share/perl/5.36.0/Locale/gettext.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Locale/gettext.pmc
lookup /etc/perl/Carp.pmc
lookup /etc/perl/Carp.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Carp.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Carp.pm
lookup /usr/local/share/perl/5.36.0/Carp.pmc
lookup /usr/local/share/perl/5.36.0/Carp.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Carp.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Carp.pm
lookup /usr/share/perl5/Carp.pmc
lookup /usr/share/perl5/Carp.pm
lookup /usr/lib/x86_64-linux-gnu/perl-base/Carp.pmc
lookup /etc/perl/overloading.pmc
lookup /etc/perl/overloading.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/overloading.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/overloading.pm
lookup /usr/local/share/perl/5.36.0/overloading.pmc
lookup /usr/local/share/perl/5.36.0/overloading.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/overloading.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/overloading.pm
lookup /usr/share/perl5/overloading.pmc
lookup /usr/share/perl5/overloading.pm
lookup /usr/lib/x86_64-linux-gnu/perl-base/overloading.pmc
lookup /etc/perl/POSIX.pmc
lookup /etc/perl/POSIX.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/POSIX.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/POSIX.pm
lookup /usr/local/share/perl/5.36.0/POSIX.pmc
lookup /usr/local/share/perl/5.36.0/POSIX.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/POSIX.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/POSIX.pm
lookup /usr/share/perl5/POSIX.pmc
lookup /usr/share/perl5/POSIX.pm
lookup /usr/lib/x86_64-linux-gnu/perl-base/POSIX.pmc
lookup /etc/perl/Fcntl.pmc
lookup /etc/perl/Fcntl.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Fcntl.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Fcntl.pm
lookup /usr/local/share/perl/5.36.0/Fcntl.pmc
lookup /usr/local/share/perl/5.36.0/Fcntl.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Fcntl.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Fcntl.pm
lookup /usr/share/perl5/Fcntl.pmc
lookup /usr/share/perl5/Fcntl.pm
lookup /usr/lib/x86_64-linux-gnu/perl-base/Fcntl.pmc
lookup /etc/perl/XSLoader.pmc
lookup /etc/perl/XSLoader.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/XSLoader.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/XSLoader.pm
lookup /usr/local/share/perl/5.36.0/XSLoader.pmc
lookup /usr/local/share/perl/5.36.0/XSLoader.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/XSLoader.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/XSLoader.pm
lookup /usr/share/perl5/XSLoader.pmc
lookup /usr/share/perl5/XSLoader.pm
lookup /usr/lib/x86_64-linux-gnu/perl-base/XSLoader.pmc
lookup /usr/lib/x86_64-linux-gnu/perl-base/auto/Fcntl/Fcntl.bs
lookup /usr/lib/x86_64-linux-gnu/perl-base/auto/POSIX/POSIX.bs
lookup /etc/perl/Tie/Hash.pmc
lookup /etc/perl/Tie/Hash.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Tie/Hash.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Tie/Hash.pm
lookup /usr/local/share/perl/5.36.0/Tie/Hash.pmc
lookup /usr/local/share/perl/5.36.0/Tie/Hash.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Tie/Hash.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Tie/Hash.pm
lookup /usr/share/perl5/Tie/Hash.pmc
lookup /usr/share/perl5/Tie/Hash.pm
lookup /usr/lib/x86_64-linux-gnu/perl-base/Tie/Hash.pmc
lookup /etc/perl/Exporter/Heavy.pmc
lookup /etc/perl/Exporter/Heavy.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Exporter/Heavy.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Exporter/Heavy.pm
lookup /usr/local/share/perl/5.36.0/Exporter/Heavy.pmc
lookup /usr/local/share/perl/5.36.0/Exporter/Heavy.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Exporter/Heavy.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Exporter/Heavy.pm
lookup /usr/share/perl5/Exporter/Heavy.pmc
lookup /usr/share/perl5/Exporter/Heavy.pm
lookup /usr/lib/x86_64-linux-gnu/perl-base/Exporter/Heavy.pmc
lookup /etc/perl/Encode.pmc
lookup /etc/perl/Encode.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Encode.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Encode.pm
lookup /usr/local/share/perl/5.36.0/Encode.pmc
lookup /usr/local/share/perl/5.36.0/Encode.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Encode.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Encode.pm
lookup /usr/share/perl5/Encode.pmc
lookup /usr/share/perl5/Encode.pm
lookup /usr/lib/x86_64-linux-gnu/perl-base/Encode.pmc
lookup /usr/lib/x86_64-linux-gnu/perl-base/Encode.pm
lookup /usr/lib/x86_64-linux-gnu/perl/5.36/Encode.pmc
lookup /usr/lib/x86_64-linux-gnu/perl/5.36/Encode.pm ino=580278
lookup /usr/lib/x86_64-linux-gnu/perl/5.36/auto/Encode/Encode.so ino=580422
lookup /usr/lib/x86_64-linux-gnu/perl/5.36/auto/Encode/Encode.bs
lookup /etc/perl/Encode/Alias.pmc
lookup /etc/perl/Encode/Alias.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Encode/Alias.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Encode/Alias.pm
lookup /usr/local/share/perl/5.36.0/Encode/Alias.pmc
lookup /usr/local/share/perl/5.36.0/Encode/Alias.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Encode/Alias.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Encode/Alias.pm
lookup /usr/share/perl5/Encode/Alias.pmc
lookup /usr/share/perl5/Encode/Alias.pm
lookup /usr/lib/x86_64-linux-gnu/perl-base/Encode/Alias.pmc
lookup /usr/lib/x86_64-linux-gnu/perl-base/Encode/Alias.pm
lookup /usr/lib/x86_64-linux-gnu/perl/5.36/Encode/Alias.pmc
lookup /usr/lib/x86_64-linux-gnu/perl/5.36/Encode/Alias.pm ino=580249
lookup /etc/perl/Encode/MIME/Name.pmc
lookup /etc/perl/Encode/MIME/Name.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Encode/MIME/Name.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Encode/MIME/Name.pm
lookup /usr/local/share/perl/5.36.0/Encode/MIME/Name.pmc
lookup /usr/local/share/perl/5.36.0/Encode/MIME/Name.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Encode/MIME/Name.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Encode/MIME/Name.pm
lookup /usr/share/perl5/Encode/MIME/Name.pmc
lookup /usr/share/perl5/Encode/MIME/Name.pm
lookup /usr/lib/x86_64-linux-gnu/perl-base/Encode/MIME/Name.pmc
lookup /usr/lib/x86_64-linux-gnu/perl-base/Encode/MIME/Name.pm
lookup /usr/lib/x86_64-linux-gnu/perl/5.36/Encode/MIME/Name.pmc
lookup /usr/lib/x86_64-linux-gnu/perl/5.36/Encode/MIME/Name.pm ino=580272
lookup /etc/perl/Storable.pmc
lookup /etc/perl/Storable.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Storable.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Storable.pm
lookup /usr/local/share/perl/5.36.0/Storable.pmc
lookup /usr/local/share/perl/5.36.0/Storable.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Storable.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Storable.pm
lookup /usr/share/perl5/Storable.pmc
lookup /usr/share/perl5/Storable.pm
lookup /usr/lib/x86_64-linux-gnu/perl-base/Storable.pmc
lookup /usr/lib/x86_64-linux-gnu/perl-base/Storable.pm
lookup /usr/lib/x86_64-linux-gnu/perl/5.36/Storable.pmc
lookup /usr/lib/x86_64-linux-gnu/perl/5.36/Storable.pm ino=580348
lookup /etc/perl/Log/Agent.pmc
lookup /etc/perl/Log/Agent.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Log/Agent.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Log/Agent.pm
lookup /usr/local/share/perl/5.36.0/Log/Agent.pmc
lookup /usr/local/share/perl/5.36.0/Log/Agent.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Log/Agent.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Log/Agent.pm
lookup /usr/share/perl5/Log/Agent.pmc
lookup /usr/share/perl5/Log/Agent.pm
lookup /usr/lib/x86_64-linux-gnu/perl-base/Log/Agent.pmc
lookup /usr/lib/x86_64-linux-gnu/perl-base/Log/Agent.pm
lookup /usr/lib/x86_64-linux-gnu/perl/5.36/Log/Agent.pmc
lookup /usr/lib/x86_64-linux-gnu/perl/5.36/Log/Agent.pm
lookup /usr/share/perl/5.36/Log/Agent.pmc
lookup /usr/share/perl/5.36/Log/Agent.pm
lookup /usr/local/lib/site_perl/Log/Agent.pmc
lookup /usr/local/lib/site_perl/Log/Agent.pm
lookup /usr/lib/x86_64-linux-gnu/perl/5.36/auto/Storable/Storable.so ino=580491
lookup /usr/lib/x86_64-linux-gnu/perl/5.36/auto/Storable/Storable.bs
lookup /etc/perl/parent.pmc
lookup /etc/perl/parent.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/parent.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/parent.pm
lookup /usr/local/share/perl/5.36.0/parent.pmc
lookup /usr/local/share/perl/5.36.0/parent.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/parent.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/parent.pm
lookup /usr/share/perl5/parent.pmc
lookup /usr/share/perl5/parent.pm
lookup /usr/lib/x86_64-linux-gnu/perl-base/parent.pmc
lookup /etc/perl/Encode/Encoding.pmc
lookup /etc/perl/Encode/Encoding.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Encode/Encoding.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Encode/Encoding.pm
lookup /usr/local/share/perl/5.36.0/Encode/Encoding.pmc
lookup /usr/local/share/perl/5.36.0/Encode/Encoding.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Encode/Encoding.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Encode/Encoding.pm
lookup /usr/share/perl5/Encode/Encoding.pmc
lookup /usr/share/perl5/Encode/Encoding.pm
lookup /usr/lib/x86_64-linux-gnu/perl-base/Encode/Encoding.pmc
lookup /usr/lib/x86_64-linux-gnu/perl-base/Encode/Encoding.pm
lookup /usr/lib/x86_64-linux-gnu/perl/5.36/Encode/Encoding.pmc
lookup /usr/lib/x86_64-linux-gnu/perl/5.36/Encode/Encoding.pm ino=580258
lookup /etc/perl/bytes.pmc
lookup /etc/perl/bytes.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/bytes.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/bytes.pm
lookup /usr/local/share/perl/5.36.0/bytes.pmc
lookup /usr/local/share/perl/5.36.0/bytes.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/bytes.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/bytes.pm
lookup /usr/share/perl5/bytes.pmc
lookup /usr/share/perl5/bytes.pm
lookup /usr/lib/x86_64-linux-gnu/perl-base/bytes.pmc
lookup /etc/perl/Encode/Config.pmc
lookup /etc/perl/Encode/Config.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Encode/Config.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Encode/Config.pm
lookup /usr/local/share/perl/5.36.0/Encode/Config.pmc
lookup /usr/local/share/perl/5.36.0/Encode/Config.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Encode/Config.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Encode/Config.pm
lookup /usr/share/perl5/Encode/Config.pmc
lookup /usr/share/perl5/Encode/Config.pm
lookup /usr/lib/x86_64-linux-gnu/perl-base/Encode/Config.pmc
lookup /usr/lib/x86_64-linux-gnu/perl-base/Encode/Config.pm
lookup /usr/lib/x86_64-linux-gnu/perl/5.36/Encode/Config.pmc
lookup /usr/lib/x86_64-linux-gnu/perl/5.36/Encode/Config.pm ino=580255
lookup /etc/perl/Encode/ConfigLocal.pmc
lookup /etc/perl/Encode/ConfigLocal.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Encode/ConfigLocal.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Encode/ConfigLocal.pm
lookup /usr/local/share/perl/5.36.0/Encode/ConfigLocal.pmc
lookup /usr/local/share/perl/5.36.0/Encode/ConfigLocal.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Encode/ConfigLocal.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Encode/ConfigLocal.pm
lookup /usr/share/perl5/Encode/ConfigLocal.pmc
lookup /usr/share/perl5/Encode/ConfigLocal.pm
lookup /usr/lib/x86_64-linux-gnu/perl-base/Encode/ConfigLocal.pmc
lookup /usr/lib/x86_64-linux-gnu/perl-base/Encode/ConfigLocal.pm
lookup /usr/lib/x86_64-linux-gnu/perl/5.36/Encode/ConfigLocal.pmc
lookup /usr/lib/x86_64-linux-gnu/perl/5.36/Encode/ConfigLocal.pm
lookup /usr/share/perl/5.36/Encode/ConfigLocal.pmc
lookup /usr/share/perl/5.36/Encode/ConfigLocal.pm
lookup /usr/local/lib/site_perl/Encode/ConfigLocal.pmc
lookup /usr/local/lib/site_perl/Encode/ConfigLocal.pm
lookup /etc/perl/DynaLoader.pmc
lookup /etc/perl/DynaLoader.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/DynaLoader.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/DynaLoader.pm
lookup /usr/local/share/perl/5.36.0/DynaLoader.pmc
lookup /usr/local/share/perl/5.36.0/DynaLoader.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/DynaLoader.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/DynaLoader.pm
lookup /usr/share/perl5/DynaLoader.pmc
lookup /usr/share/perl5/DynaLoader.pm
lookup /usr/lib/x86_64-linux-gnu/perl-base/DynaLoader.pmc
lookup /etc/perl/vars.pmc
lookup /etc/perl/vars.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/vars.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/vars.pm
lookup /usr/local/share/perl/5.36.0/vars.pmc
lookup /usr/local/share/perl/5.36.0/vars.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/vars.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/vars.pm
lookup /usr/share/perl5/vars.pmc
lookup /usr/share/perl5/vars.pm
lookup /usr/lib/x86_64-linux-gnu/perl-base/vars.pmc
lookup /etc/perl/Config.pmc
lookup /etc/perl/Config.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Config.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Config.pm
lookup /usr/local/share/perl/5.36.0/Config.pmc
lookup /usr/local/share/perl/5.36.0/Config.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Config.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Config.pm
lookup /usr/share/perl5/Config.pmc
lookup /usr/share/perl5/Config.pm
lookup /usr/lib/x86_64-linux-gnu/perl-base/Config.pmc
lookup /etc/perl/auto/Locale/gettext
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/auto/Locale/gettext
lookup /usr/local/share/perl/5.36.0/auto/Locale/gettext
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/auto/Locale/gettext ino=581387
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/auto/Locale/gettext/gettext.bs
lookup /etc/perl/Dpkg/Getopt.pmc
lookup /etc/perl/Dpkg/Getopt.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Dpkg/Getopt.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Dpkg/Getopt.pm
lookup /usr/local/share/perl/5.36.0/Dpkg/Getopt.pmc
lookup /usr/local/share/perl/5.36.0/Dpkg/Getopt.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Dpkg/Getopt.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Dpkg/Getopt.pm
lookup /usr/share/perl5/Dpkg/Getopt.pmc
lookup /etc/perl/Dpkg/ErrorHandling.pmc
lookup /etc/perl/Dpkg/ErrorHandling.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Dpkg/ErrorHandling.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Dpkg/ErrorHandling.pm
lookup /usr/local/share/perl/5.36.0/Dpkg/ErrorHandling.pmc
lookup /usr/local/share/perl/5.36.0/Dpkg/ErrorHandling.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Dpkg/ErrorHandling.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Dpkg/ErrorHandling.pm
lookup /usr/share/perl5/Dpkg/ErrorHandling.pmc
lookup /usr/share/locale/C.UTF-8/LC_MESSAGES/dpkg-dev.mo
lookup /usr/share/locale/C.utf8/LC_MESSAGES/dpkg-dev.mo
lookup /usr/share/locale/C/LC_MESSAGES/dpkg-dev.mo
lookup /etc/perl/Dpkg/Arch.pmc
lookup /etc/perl/Dpkg/Arch.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Dpkg/Arch.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Dpkg/Arch.pm
lookup /usr/local/share/perl/5.36.0/Dpkg/Arch.pmc
lookup /usr/local/share/perl/5.36.0/Dpkg/Arch.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Dpkg/Arch.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Dpkg/Arch.pm
lookup /usr/share/perl5/Dpkg/Arch.pmc
lookup /etc/perl/List/Util.pmc
lookup /etc/perl/List/Util.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/List/Util.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/List/Util.pm
lookup /usr/local/share/perl/5.36.0/List/Util.pmc
lookup /usr/local/share/perl/5.36.0/List/Util.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/List/Util.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/List/Util.pm
lookup /usr/share/perl5/List/Util.pmc
lookup /usr/share/perl5/List/Util.pm
lookup /usr/lib/x86_64-linux-gnu/perl-base/List/Util.pmc
lookup /usr/lib/x86_64-linux-gnu/perl-base/auto/List/Util/Util.bs
lookup /etc/perl/Dpkg/BuildEnv.pmc
lookup /etc/perl/Dpkg/BuildEnv.pm
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Dpkg/BuildEnv.pmc
lookup /usr/local/lib/x86_64-linux-gnu/perl/5.36.0/Dpkg/BuildEnv.pm
lookup /usr/local/share/perl/5.36.0/Dpkg/BuildEnv.pmc
lookup /usr/local/share/perl/5.36.0/Dpkg/BuildEnv.pm
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Dpkg/BuildEnv.pmc
lookup /usr/lib/x86_64-linux-gnu/perl5/5.36/Dpkg/BuildEnv.pm
lookup /usr/share/perl5/Dpkg/BuildEnv.pmc
lookup /usr/local/sbin/gcc
lookup /usr/local/bin/gcc
lookup /usr/sbin/gcc
lookup /usr/bin/gcc ino=521108
lookup /usr/share/locale/C.UTF-8/LC_MESSAGES/gcc-12.mo
lookup /usr/share/locale/C.utf8/LC_MESSAGES/gcc-12.mo
lookup /usr/share/locale/C/LC_MESSAGES/gcc-12.mo
lookup /usr/bin/gcc-12 ino=521108
lookup /usr/lib/python3/dist-packages/mesonbuild/programs.py ino=137013
lookup /usr/lib/python3/dist-packages/mesonbuild/envconfig.py ino=136880
lookup /usr/lib/python3/dist-packages/mesonbuild/compilers/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3/dist-packages/mesonbuild/compilers/__init__.abi3.so
lookup /usr/lib/python3/dist-packages/mesonbuild/compilers/__init__.so
lookup /usr/lib/python3/dist-packages/mesonbuild/compilers/__init__.py ino=136760
lookup /usr/lib/python3/dist-packages/mesonbuild/compilers ino=136759
lookup /usr/lib/python3/dist-packages/mesonbuild/compilers/compilers.py ino=136764
lookup /usr/lib/python3/dist-packages/mesonbuild/arglist.py ino=136694
lookup /usr/lib/python3/dist-packages/mesonbuild/compilers/detect.py ino=136770
lookup /usr/lib/python3/dist-packages/mesonbuild/linkers/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3/dist-packages/mesonbuild/linkers/__init__.abi3.so
lookup /usr/lib/python3/dist-packages/mesonbuild/linkers/__init__.so
lookup /usr/lib/python3/dist-packages/mesonbuild/linkers/__init__.py ino=136937
lookup /usr/lib/python3/dist-packages/mesonbuild/linkers ino=136936
lookup /usr/lib/python3/dist-packages/mesonbuild/linkers/detect.py ino=136938
lookup /usr/lib/python3/dist-packages/mesonbuild/linkers/linkers.py ino=136939
lookup /usr/lib/python3/dist-packages/mesonbuild/dependencies/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3/dist-packages/mesonbuild/dependencies/__init__.abi3.so
lookup /usr/lib/python3/dist-packages/mesonbuild/dependencies/__init__.so
lookup /usr/lib/python3/dist-packages/mesonbuild/dependencies/__init__.py ino=136831
lookup /usr/lib/python3/dist-packages/mesonbuild/dependencies ino=136830
lookup /usr/lib/python3/dist-packages/mesonbuild/dependencies/boost.py ino=136833
lookup /usr/lib/python3/dist-packages/mesonbuild/dependencies/base.py ino=136832
lookup /usr/lib/python3/dist-packages/mesonbuild/dependencies/pkgconfig.py ino=136853
lookup /usr/lib/python3/dist-packages/mesonbuild/dependencies/misc.py ino=136851
lookup /usr/lib/python3.11/sysconfig.py ino=149954
lookup /usr/bin/Modules/Setup
lookup /usr/lib/python3/dist-packages/mesonbuild/dependencies/cmake.py ino=136834
lookup /usr/lib/python3/dist-packages/mesonbuild/cmake/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3/dist-packages/mesonbuild/cmake/__init__.abi3.so
lookup /usr/lib/python3/dist-packages/mesonbuild/cmake/__init__.so
lookup /usr/lib/python3/dist-packages/mesonbuild/cmake/__init__.py ino=136735
lookup /usr/lib/python3/dist-packages/mesonbuild/cmake ino=136734
lookup /usr/lib/python3/dist-packages/mesonbuild/cmake/common.py ino=136736
lookup /usr/lib/python3/dist-packages/mesonbuild/cmake/executor.py ino=136742
lookup /usr/lib/python3/dist-packages/mesonbuild/cmake/fileapi.py ino=136743
lookup /usr/lib/python3/dist-packages/mesonbuild/cmake/generator.py ino=136744
lookup /usr/lib/python3/dist-packages/mesonbuild/cmake/interpreter.py ino=136745
lookup /usr/lib/python3/dist-packages/mesonbuild/cmake/toolchain.py ino=136746
lookup /usr/lib/python3/dist-packages/mesonbuild/cmake/traceparser.py ino=136747
lookup /usr/lib/python3/dist-packages/mesonbuild/cmake/tracetargets.py ino=136748
lookup /usr/lib/python3/dist-packages/mesonbuild/mesondata.py ino=136948
lookup /usr/lib/python3.11/importlib/resources/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3.11/importlib/resources/__init__.abi3.so
lookup /usr/lib/python3.11/importlib/resources/__init__.so
lookup /usr/lib/python3.11/importlib/resources/__init__.py ino=149567
lookup /usr/lib/python3.11/importlib/resources ino=149566
lookup /usr/lib/python3.11/importlib/resources/_common.py ino=149578
lookup /usr/lib/python3.11/importlib/resources/abc.py ino=149581
lookup /usr/lib/python3.11/importlib/resources/_adapters.py ino=149577
lookup /usr/lib/python3.11/importlib/resources/_legacy.py ino=149580
lookup /usr/lib/python3/dist-packages/mesonbuild/dependencies/configtool.py ino=136836
lookup /usr/lib/python3/dist-packages/mesonbuild/dependencies/factory.py ino=136848
lookup /usr/lib/python3/dist-packages/mesonbuild/dependencies/framework.py ino=136849
lookup /usr/lib/python3/dist-packages/mesonbuild/dependencies/cuda.py ino=136837
lookup /usr/lib/python3/dist-packages/mesonbuild/dependencies/hdf5.py ino=136850
lookup /usr/lib/python3/dist-packages/mesonbuild/dependencies/dub.py ino=136847
lookup /usr/lib/python3/dist-packages/mesonbuild/dependencies/detect.py ino=136845
lookup /usr/lib/python3/dist-packages/mesonbuild/dependencies/dev.py ino=136846
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreterbase/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreterbase/__init__.abi3.so
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreterbase/__init__.so
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreterbase/__init__.py ino=136917
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreterbase ino=136916
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreterbase/baseobjects.py ino=136919
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreterbase/exceptions.py ino=136922
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreterbase/helpers.py ino=136923
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreterbase/operator.py ino=136925
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreterbase/decorators.py ino=136920
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreterbase/disabler.py ino=136921
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreterbase/_unholder.py ino=136918
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreterbase/interpreterbase.py ino=136924
lookup /usr/lib/python3/dist-packages/mesonbuild/dependencies/coarrays.py ino=136835
lookup /usr/lib/python3/dist-packages/mesonbuild/dependencies/mpi.py ino=136852
lookup /usr/lib/python3/dist-packages/mesonbuild/dependencies/scalapack.py ino=136856
lookup /usr/lib/python3/dist-packages/mesonbuild/dependencies/platform.py ino=136854
lookup /usr/lib/python3/dist-packages/mesonbuild/dependencies/qt.py ino=136855
lookup /usr/lib/python3/dist-packages/mesonbuild/dependencies/ui.py ino=136857
lookup /usr/lib/python3/dist-packages/mesonbuild/mintro.py ino=136953
lookup /usr/lib/python3/dist-packages/mesonbuild/ast/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3/dist-packages/mesonbuild/ast/__init__.abi3.so
lookup /usr/lib/python3/dist-packages/mesonbuild/ast/__init__.so
lookup /usr/lib/python3/dist-packages/mesonbuild/ast/__init__.py ino=136696
lookup /usr/lib/python3/dist-packages/mesonbuild/ast ino=136695
lookup /usr/lib/python3/dist-packages/mesonbuild/ast/interpreter.py ino=136697
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreter/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreter/__init__.abi3.so
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreter/__init__.so
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreter/__init__.py ino=136883
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreter ino=136882
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreter/interpreter.py ino=136886
lookup /usr/lib/python3/dist-packages/mesonbuild/optinterpreter.py ino=137012
lookup /usr/lib/python3/dist-packages/mesonbuild/wrap ino=137122
lookup /usr/lib/python3/dist-packages/mesonbuild/wrap/wrap.py ino=137124
lookup /usr/lib/python3.11/urllib/request.py ino=150087
lookup /usr/bin/base64/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/bin/base64/__init__.abi3.so
lookup /usr/bin/base64/__init__.so
lookup /usr/bin/base64/__init__.py
lookup /usr/bin/base64/__init__.pyc
lookup /usr/bin/base64 ino=520220
lookup /usr/lib/python3.11/base64.py ino=148974
lookup /usr/lib/python3.11/email/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3.11/email/__init__.abi3.so
lookup /usr/lib/python3.11/email/__init__.so
lookup /usr/lib/python3.11/email/__init__.py ino=149176
lookup /usr/lib/python3.11/http/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3.11/http/__init__.abi3.so
lookup /usr/lib/python3.11/http/__init__.so
lookup /usr/lib/python3.11/http/__init__.py ino=149518
lookup /usr/lib/python3.11/http ino=149517
lookup /usr/lib/python3.11/http/client.py ino=149525
lookup /usr/lib/python3.11/email ino=149175
lookup /usr/lib/python3.11/email/parser.py ino=149234
lookup /usr/lib/python3.11/email/feedparser.py ino=149208
lookup /usr/lib/python3.11/email/errors.py ino=149207
lookup /usr/lib/python3.11/email/_policybase.py ino=149201
lookup /usr/lib/python3.11/email/header.py ino=149210
lookup /usr/lib/python3.11/email/quoprimime.py ino=149236
lookup /usr/lib/python3.11/string.py ino=149948
lookup /usr/lib/python3.11/email/base64mime.py ino=149203
lookup /usr/lib/python3.11/email/charset.py ino=149204
lookup /usr/lib/python3.11/email/encoders.py ino=149206
lookup /usr/lib/python3.11/quopri.py ino=149903
lookup /usr/lib/python3.11/email/utils.py ino=149237
lookup /usr/lib/python3.11/socket.py ino=149932
lookup /usr/lib/python3.11/datetime.py ino=149056
lookup /usr/lib/python3.11/email/_parseaddr.py ino=149200
lookup /usr/lib/python3.11/calendar.py ino=148979
lookup /usr/lib/python3.11/email/message.py ino=149213
lookup /usr/lib/python3.11/email/_encoded_words.py ino=149198
lookup /usr/lib/python3.11/email/iterators.py ino=149212
lookup /usr/lib/python3.11/ssl.py ino=149945
lookup /lib/x86_64-linux-gnu/libssl.so.3 ino=579955
lookup /usr/lib/python3.11/urllib/error.py ino=150085
lookup /usr/lib/python3.11/urllib/response.py ino=150088
lookup /usr/lib/python3.11/netrc.py ino=149869
lookup /usr/local/sbin/patch
lookup /usr/local/bin/patch
lookup /usr/sbin/patch
lookup /usr/bin/patch ino=520821
lookup /usr/lib/python3/dist-packages/mesonbuild/depfile.py ino=136879
lookup /usr/lib/python3/dist-packages/mesonbuild/modules/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3/dist-packages/mesonbuild/modules/__init__.abi3.so
lookup /usr/lib/python3/dist-packages/mesonbuild/modules/__init__.so
lookup /usr/lib/python3/dist-packages/mesonbuild/modules/__init__.py ino=136956
lookup /usr/lib/python3/dist-packages/mesonbuild/backend/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3/dist-packages/mesonbuild/backend/__init__.abi3.so
lookup /usr/lib/python3/dist-packages/mesonbuild/backend/__init__.so
lookup /usr/lib/python3/dist-packages/mesonbuild/backend/__init__.py ino=136710
lookup /usr/lib/python3/dist-packages/mesonbuild/backend ino=136709
lookup /usr/lib/python3/dist-packages/mesonbuild/backend/backends.py ino=136711
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreter/interpreterobjects.py ino=136887
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreter/type_checking.py ino=136906
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreter/compiler.py ino=136884
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreter/mesonmain.py ino=136889
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreter/primitives/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreter/primitives/__init__.abi3.so
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreter/primitives/__init__.so
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreter/primitives/__init__.py ino=136891
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreter/primitives ino=136890
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreter/primitives/array.py ino=136892
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreter/primitives/boolean.py ino=136893
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreter/primitives/dict.py ino=136894
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreter/primitives/integer.py ino=136895
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreter/primitives/range.py ino=136896
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreter/primitives/string.py ino=136897
lookup /usr/lib/python3/dist-packages/mesonbuild/interpreter/dependencyfallbacks.py ino=136885
lookup /usr/lib/python3/dist-packages/mesonbuild/ast/introspection.py ino=136698
lookup /usr/lib/python3/dist-packages/mesonbuild/ast/visitor.py ino=136701
lookup /usr/lib/python3/dist-packages/mesonbuild/ast/postprocess.py ino=136699
lookup /usr/lib/python3/dist-packages/mesonbuild/ast/printer.py ino=136700
lookup /usr/lib/python3/dist-packages/mesonbuild/mdist.py ino=136947
lookup /usr/bin/gzip/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/bin/gzip/__init__.abi3.so
lookup /usr/bin/gzip/__init__.so
lookup /usr/bin/gzip/__init__.py
lookup /usr/bin/gzip/__init__.pyc
lookup /usr/bin/gzip ino=520495
lookup /usr/lib/python3.11/gzip.py ino=149505
lookup /usr/lib/python3.11/tarfile.py ino=149956
lookup /usr/lib/python3/dist-packages/mesonbuild/msetup.py ino=137008
lookup /usr/lib/python3.11/cProfile.py ino=148978
lookup /usr/lib/python3.11/profile.py ino=149889
lookup /usr/lib/python3/dist-packages/mesonbuild/scripts/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3/dist-packages/mesonbuild/scripts/__init__.abi3.so
lookup /usr/lib/python3/dist-packages/mesonbuild/scripts/__init__.so
lookup /usr/lib/python3/dist-packages/mesonbuild/scripts/__init__.py ino=137016
lookup /usr/lib/python3/dist-packages/mesonbuild/scripts ino=137015
lookup /usr/lib/python3/dist-packages/mesonbuild/scripts/meson_exe.py ino=137034
lookup /usr/lib/python3/dist-packages/mesonbuild/minit.py ino=136951
lookup /usr/lib/python3/dist-packages/mesonbuild/templates/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3/dist-packages/mesonbuild/templates/__init__.abi3.so
lookup /usr/lib/python3/dist-packages/mesonbuild/templates/__init__.so
lookup /usr/lib/python3/dist-packages/mesonbuild/templates/__init__.py ino=137075
lookup /usr/lib/python3/dist-packages/mesonbuild/templates ino=137074
lookup /usr/lib/python3/dist-packages/mesonbuild/templates/samplefactory.py ino=137087
lookup /usr/lib/python3/dist-packages/mesonbuild/templates/valatemplates.py ino=137089
lookup /usr/lib/python3/dist-packages/mesonbuild/templates/sampleimpl.py ino=137088
lookup /usr/lib/python3/dist-packages/mesonbuild/templates/fortrantemplates.py ino=137081
lookup /usr/lib/python3/dist-packages/mesonbuild/templates/objcpptemplates.py ino=137084
lookup /usr/lib/python3/dist-packages/mesonbuild/templates/dlangtemplates.py ino=137080
lookup /usr/lib/python3/dist-packages/mesonbuild/templates/rusttemplates.py ino=137086
lookup /usr/lib/python3/dist-packages/mesonbuild/templates/javatemplates.py ino=137082
lookup /usr/lib/python3/dist-packages/mesonbuild/templates/cudatemplates.py ino=137079
lookup /usr/lib/python3/dist-packages/mesonbuild/templates/objctemplates.py ino=137085
lookup /usr/lib/python3/dist-packages/mesonbuild/templates/cpptemplates.py ino=137076
lookup /usr/lib/python3/dist-packages/mesonbuild/templates/cstemplates.py ino=137077
lookup /usr/lib/python3/dist-packages/mesonbuild/templates/ctemplates.py ino=137078
lookup /usr/lib/python3/dist-packages/mesonbuild/templates/mesontemplates.py ino=137083
lookup /usr/lib/python3/dist-packages/mesonbuild/minstall.py ino=136952
lookup /usr/lib/python3/dist-packages/mesonbuild/scripts/depfixer.py ino=137025
lookup /usr/lib/python3/dist-packages/mesonbuild/mtest.py ino=137010
lookup /usr/lib/python3.11/asyncio/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3.11/asyncio/__init__.abi3.so
lookup /usr/lib/python3.11/asyncio/__init__.so
lookup /usr/lib/python3.11/asyncio/__init__.py ino=148906
lookup /usr/lib/python3.11/asyncio ino=148905
lookup /usr/lib/python3.11/asyncio/base_events.py ino=148942
lookup /usr/lib/python3.11/concurrent/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3.11/concurrent/__init__.abi3.so
lookup /usr/lib/python3.11/concurrent/__init__.so
lookup /usr/lib/python3.11/concurrent/__init__.py ino=148996
lookup /usr/lib/python3.11/concurrent ino=148995
lookup /usr/lib/python3.11/concurrent/futures/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3.11/concurrent/futures/__init__.abi3.so
lookup /usr/lib/python3.11/concurrent/futures/__init__.so
lookup /usr/lib/python3.11/concurrent/futures/__init__.py ino=149000
lookup /usr/lib/python3.11/concurrent/futures ino=148999
lookup /usr/lib/python3.11/concurrent/futures/_base.py ino=149006
lookup /usr/lib/python3.11/logging/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3.11/logging/__init__.abi3.so
lookup /usr/lib/python3.11/logging/__init__.so
lookup /usr/lib/python3.11/logging/__init__.py ino=149807
lookup /usr/lib/python3.11/traceback.py ino=150042
lookup /usr/lib/python3.11/heapq.py ino=149507
lookup /usr/lib/python3.11/asyncio/constants.py ino=148946
lookup /usr/lib/python3.11/asyncio/coroutines.py ino=148947
lookup /usr/lib/python3.11/asyncio/events.py ino=148948
lookup /usr/lib/python3.11/contextvars.py ino=149026
lookup /usr/lib/python3.11/asyncio/format_helpers.py ino=148950
lookup /usr/lib/python3.11/asyncio/base_futures.py ino=148943
lookup /usr/lib/python3.11/asyncio/exceptions.py ino=148949
lookup /usr/lib/python3.11/asyncio/base_tasks.py ino=148945
lookup /usr/lib/python3.11/asyncio/futures.py ino=148951
lookup /usr/lib/python3.11/asyncio/protocols.py ino=148956
lookup /usr/lib/python3.11/asyncio/sslproto.py ino=148960
lookup /usr/lib/python3.11/asyncio/transports.py ino=148968
lookup /usr/lib/python3.11/asyncio/log.py ino=148953
lookup /usr/lib/python3.11/asyncio/staggered.py ino=148961
lookup /usr/lib/python3.11/asyncio/locks.py ino=148952
lookup /usr/lib/python3.11/asyncio/mixins.py ino=148954
lookup /usr/lib/python3.11/asyncio/tasks.py ino=148965
lookup /usr/lib/python3.11/asyncio/trsock.py ino=148969
lookup /usr/lib/python3.11/asyncio/runners.py ino=148958
lookup /usr/lib/python3.11/asyncio/queues.py ino=148957
lookup /usr/lib/python3.11/asyncio/streams.py ino=148962
lookup /usr/lib/python3.11/asyncio/subprocess.py ino=148963
lookup /usr/lib/python3.11/asyncio/taskgroups.py ino=148964
lookup /usr/lib/python3.11/asyncio/timeouts.py ino=148967
lookup /usr/lib/python3.11/asyncio/threads.py ino=148966
lookup /usr/lib/python3.11/asyncio/unix_events.py ino=148970
lookup /usr/lib/python3.11/asyncio/base_subprocess.py ino=148944
lookup /usr/lib/python3.11/asyncio/selector_events.py ino=148959
lookup /usr/lib/python3.11/multiprocessing/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3.11/multiprocessing/__init__.abi3.so
lookup /usr/lib/python3.11/multiprocessing/__init__.so
lookup /usr/lib/python3.11/multiprocessing/__init__.py ino=149820
lookup /usr/lib/python3.11/multiprocessing ino=149819
lookup /usr/lib/python3.11/multiprocessing/context.py ino=149844
lookup /usr/lib/python3.11/multiprocessing/process.py ino=149859
lookup /usr/lib/python3.11/multiprocessing/reduction.py ino=149861
lookup /usr/lib/python3.11/xml/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3.11/xml/__init__.abi3.so
lookup /usr/lib/python3.11/xml/__init__.so
lookup /usr/lib/python3.11/xml/__init__.py ino=150127
lookup /usr/lib/python3.11/xml ino=150126
lookup /usr/lib/python3.11/xml/etree/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3.11/xml/etree/__init__.abi3.so
lookup /usr/lib/python3.11/xml/etree/__init__.so
lookup /usr/lib/python3.11/xml/etree/__init__.py ino=150152
lookup /usr/lib/python3.11/xml/etree ino=150148
lookup /usr/lib/python3.11/xml/etree/ElementTree.py ino=150151
lookup /usr/lib/python3.11/xml/etree/ElementPath.py ino=150150
lookup /usr/lib/python3/dist-packages/mesonbuild/rewriter.py ino=137014
lookup /usr/lib/python3/dist-packages/mesonbuild/msubprojects.py ino=137009
lookup /usr/lib/python3.11/concurrent/futures/thread.py ino=149008
lookup /usr/lib/python3.11/queue.py ino=149902
lookup /usr/lib/python3.11/zipfile.py ino=150189
lookup /usr/lib/python3/dist-packages/mesonbuild/munstable_coredata.py ino=137011
lookup /usr/lib/python3.11/pprint.py ino=149888
lookup /usr/lib/python3/dist-packages/mesonbuild/mcompile.py ino=136944
lookup /usr/lib/python3/dist-packages/mesonbuild/mdevenv.py ino=136946
lookup /usr/lib/python3/dist-packages/mesonbuild/scripts/env2mfile.py ino=137028
lookup /usr/lib/python3/dist-packages/mesonbuild/wrap/wraptool.py ino=137125
lookup /usr/share/locale/en_US.UTF-8/LC_MESSAGES/messages.mo
lookup /usr/share/locale-langpack/en_US.UTF-8/LC_MESSAGES/messages.mo
lookup /usr/share/locale/en_US/LC_MESSAGES/messages.mo
lookup /usr/share/locale-langpack/en_US/LC_MESSAGES/messages.mo
lookup /usr/share/locale/en.UTF-8/LC_MESSAGES/messages.mo
lookup /usr/share/locale-langpack/en.UTF-8/LC_MESSAGES/messages.mo
lookup /usr/share/locale/en/LC_MESSAGES/messages.mo
lookup /usr/share/locale-langpack/en/LC_MESSAGES/messages.mo
