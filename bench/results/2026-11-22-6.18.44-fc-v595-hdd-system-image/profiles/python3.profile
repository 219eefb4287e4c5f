preload-profile 1
# Learned by preloadctl record: files in first-use order, byte ranges read, paths looked up.
name python3
program /usr/bin/python3.11
command /usr/bin/python3 -c pass
recorded 1795365586843396
duration 64222
file /usr/bin/python3.11
id dev=7:0 ino=130228 size=6831736 mtime=1745849508.000000000 build-id=571d98e01096d5c1c32420d229a6731a0a50d2a0
range 0+524288 1011712+1056768 2256896+262144 2527232+131072 2891776+229376 3158016+577536 3801088+131072 4395008+360448 4759552+319488 5455872+1375864
file /usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2
id dev=7:0 ino=197470 size=215000 mtime=1777320873.000000000 build-id=7ebc65e52f2bbea498b4040fa92f7238377aaba9
range 0+215000
file /etc/ld.so.cache
id dev=7:0 ino=519376 size=40539 mtime=1795343986.875276507
range 0+40539
file /usr/lib/x86_64-linux-gnu/libm.so.6
id dev=7:0 ino=198210 size=911904 mtime=1777320873.000000000 build-id=d6e6f9e3af1243eed9bf5efd366dd015a9f22c13
range 0+4096 8192+122880 139264+176128 446464+20480 536576+4096 843776+68128
file /usr/lib/x86_64-linux-gnu/libz.so.1.2.13
id dev=7:0 ino=198568 size=121280 mtime=1667651086.000000000 build-id=1f95d5498d283b79505861523e20b3db2afdf518
range 0+90112 114688+6592
file /usr/lib/x86_64-linux-gnu/libexpat.so.1.8.10
id dev=7:0 ino=197979 size=174176 mtime=1725777859.000000000 build-id=a2f37366bc9782b9306773fd6318838fbae5ad5d
range 0+174176
file /usr/lib/x86_64-linux-gnu/libc.so.6
id dev=7:0 ino=197888 size=1926232 mtime=1777320873.000000000 build-id=93ac61ec5a8eb1396f9fbd350e3169a558528a40
range 0+4096 8192+880640 954368+167936 1138688+131072 1347584+36864 1449984+94208 1556480+155648 1851392+74840
file /etc/locale.alias
id dev=7:0 ino=518851 size=2996 mtime=1777320873.000000000
range 0+2996
file /usr/lib/locale/C.utf8/LC_CTYPE
id dev=7:0 ino=196380 size=353616 mtime=1777320873.000000000
range 0+65536 204800+28672
file /usr/lib/x86_64-linux-gnu/gconv/gconv-modules.cache
id dev=7:0 ino=197372 size=27028 mtime=1777320873.000000000
range 0+27028
file /usr/share/zoneinfo/Etc/UTC
id dev=7:0 ino=426474 size=114 mtime=1756065323.000000000
range 0+114
file /usr/lib/python3.11/encodings/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=297450 size=6457 mtime=1750775792.000000000
range 0+6457
file /usr/lib/python3.11/encodings/__pycache__/aliases.cpython-311.pyc
id dev=7:0 ino=297451 size=12647 mtime=1750775792.000000000
range 0+12647
file /usr/lib/python3.11/encodings/__pycache__/utf_8.cpython-311.pyc
id dev=7:0 ino=297568 size=2316 mtime=1750775793.000000000
range 0+2316
file /usr/local/lib/python3.11/dist-packages/_sandboxing_egress_ca.pth
id dev=7:0 ino=315991 size=717 mtime=1795343207.823249658
range 0+717
file /usr/lib/python3/dist-packages/_sandboxing_egress_ca.pth
id dev=7:0 ino=284716 size=717 mtime=1795343207.855249659
range 0+717
file /usr/lib/python3/dist-packages/distutils-precedence.pth
id dev=7:0 ino=281884 size=151 mtime=1748346205.000000000
range 0+151
file /usr/lib/python3/dist-packages/_distutils_hack/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=281510 size=11132 mtime=1778311758.000000000
range 0+11132
file /usr/lib/python3/dist-packages/matplotlib-3.6.3-nspkg.pth
id dev=7:0 ino=289016 size=569 mtime=1675148101.000000000
range 0+569
file /usr/lib/python3.11/__pycache__/types.cpython-311.pyc
id dev=7:0 ino=297079 size=14819 mtime=1750775793.000000000
range 0+14819
file /usr/lib/python3.11/importlib/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=297744 size=6660 mtime=1750775793.000000000
range 0+6660
file /usr/lib/python3.11/__pycache__/warnings.cpython-311.pyc
id dev=7:0 ino=297083 size=25032 mtime=1750775793.000000000
range 0+25032
file /usr/lib/python3.11/importlib/__pycache__/_abc.cpython-311.pyc
id dev=7:0 ino=297745 size=2343 mtime=1750775793.000000000
range 0+2343
file /usr/lib/python3.11/__pycache__/contextlib.cpython-311.pyc
id dev=7:0 ino=296962 size=32611 mtime=1750775792.000000000
range 0+32611
file /usr/lib/python3.11/collections/__pycache__/__init__.cpython-311.pyc
id dev=7:0 ino=297199 size=78037 mtime=1750775792.000000000
range 0+78037
file /usr/lib/python3.11/__pycache__/keyword.cpython-311.pyc
id dev=7:0 ino=296997 size=1068 mtime=1750775793.000000000
range 0+1068
file /usr/lib/python3.11/__pycache__/operator.cpython-311.pyc
id dev=7:0 ino=297011 size=18759 mtime=1750775793.000000000
range 0+18759
file /usr/lib/python3.11/__pycache__/reprlib.cpython-311.pyc
id dev=7:0 ino=297034 size=9678 mtime=1750775793.000000000
range 0+9678
file /usr/lib/python3.11/__pycache__/functools.cpython-311.pyc
id dev=7:0 ino=296980 size=46633 mtime=1750775793.000000000
range 0+46633
file /usr/lib/python3.11/__pycache__/sitecustomize.cpython-311.pyc
id dev=7:0 ino=297045 size=334 mtime=1750775793.000000000
range 0+334
lookup /etc/ld.so.preload
lookup /lib/x86_64-linux-gnu/libm.so.6
lookup /lib/x86_64-linux-gnu/libz.so.1
lookup /lib/x86_64-linux-gnu/libexpat.so.1
lookup /lib/x86_64-linux-gnu/libc.so.6
lookup /usr/lib/locale/locale-archive
lookup /usr/share/locale/locale.alias
lookup /usr/lib/locale/C.UTF-8/LC_CTYPE
lookup /usr/pyvenv.cfg
lookup /usr/bin/pyvenv.cfg
lookup /usr/bin/python3
lookup /usr/bin/python3._pth
lookup /usr/bin/python3.11._pth
lookup /usr/bin/pybuilddir.txt
lookup /usr/bin/Modules/Setup.local
lookup /usr/bin/lib/python311.zip
lookup /usr/lib/python311.zip
lookup /usr/bin/lib/python3.11/os.py
lookup /usr/bin/lib/python3.11/os.pyc
lookup /usr/lib/python3.11/os.py
lookup /usr/bin/lib/python3.11/lib-dynload
lookup /usr/lib/python3.11/lib-dynload
lookup /etc/localtime
lookup /usr/lib
lookup /usr/lib/python3.11
lookup /usr/lib/python3.11/encodings/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3.11/encodings/__init__.abi3.so
lookup /usr/lib/python3.11/encodings/__init__.so
lookup /usr/lib/python3.11/encodings/__init__.py
lookup /usr/lib/python3.11/encodings
lookup /usr/lib/python3.11/encodings/aliases.py
lookup /usr/lib/python3.11/encodings/utf_8.py
lookup /tmp/preload-scratch.SsWTLA/tmp/preload-lab-zp01_qc4/home/.local/lib/python3.11/site-packages
lookup /usr/local/lib/python3.11/dist-packages
lookup /usr/lib/python3/dist-packages
lookup /usr/lib/python3/dist-packages/_distutils_hack/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3/dist-packages/_distutils_hack/__init__.abi3.so
lookup /usr/lib/python3/dist-packages/_distutils_hack/__init__.so
lookup /usr/lib/python3/dist-packages/_distutils_hack/__init__.py
lookup /usr/lib/python3.11/types.py
lookup /usr/lib/python3.11/importlib/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3.11/importlib/__init__.abi3.so
lookup /usr/lib/python3.11/importlib/__init__.so
lookup /usr/lib/python3.11/importlib/__init__.py
lookup /usr/lib/python3.11/warnings.py
lookup /usr/lib/python3.11/importlib
lookup /usr/lib/python3.11/importlib/_abc.py
lookup /usr/lib/python3.11/contextlib.py
lookup /usr/lib/python3.11/collections/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3.11/collections/__init__.abi3.so
lookup /usr/lib/python3.11/collections/__init__.so
lookup /usr/lib/python3.11/collections/__init__.py
lookup /usr/lib/python3.11/keyword.py
lookup /usr/lib/python3.11/operator.py
lookup /usr/lib/python3.11/reprlib.py
lookup /usr/lib/python3.11/functools.py
lookup /usr/lib/python3/dist-packages/mpl_toolkits/__init__.cpython-311-x86_64-linux-gnu.so
lookup /usr/lib/python3/dist-packages/mpl_toolkits/__init__.abi3.so
lookup /usr/lib/python3/dist-packages/mpl_toolkits/__init__.so
lookup /usr/lib/python3/dist-packages/mpl_toolkits/__init__.py
lookup /usr/lib/python3.11/dist-packages
lookup /usr/lib/python3.11/sitecustomize.py
