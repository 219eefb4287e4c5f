preload-profile 1
# Learned by preloadctl record: files in first-use order, byte ranges read, paths looked up.
name node
observed 3
file /usr/bin/node
id dev=7:0 ino=262235 size=98932688 mtime=1774321417.000000000 build-id=ebeaf2df364d5eeb7096f0f7722a69eec6efdf3b
misses 1
range 0+3670016 3735552+2097152 5898240+1024000 6946816+327680 7340032+4567040 11976704+749568 12779520+1110016 13955072+1445888 15446016+196608 15732736+323584 16257024+1421312 17739776+1200128 19243008+131072 20377600+331776 20819968+610304 21561344+974848
range 22601728+139264 23031808+221184 23371776+155648 23724032+2531328 26337280+335872 27459584+204800 28442624+323584 29032448+131072 29245440+184320 29491200+565248 30081024+786432 30982144+131072 35532800+1077248 37814272+327680 38338560+131072 38862848+131072
range 39124992+458752 39976960+323584 40960000+188416 41484288+1499136 43057152+2555904 47579136+176128 47841280+262144 48496640+233472 48758784+720896 73138176+229376 73400320+131072 82182144+385024 82595840+233472 86151168+270336
file /usr/lib/x86_64-linux-gnu/libm.so.6
id dev=7:0 ino=325547 size=911904 mtime=1777320873.000000000 build-id=d6e6f9e3af1243eed9bf5efd366dd015a9f22c13
misses 1
range 0+307200 536576+4096 839680+72224
file /usr/lib/x86_64-linux-gnu/libstdc++.so.6.0.30
id dev=7:0 ino=325740 size=2190440 mtime=1744025177.000000000 build-id=289ee39f8c07bd4fa48102dfeeb7e6f9c76158b4
misses 1
range 0+1396736 1613824+344064 2068480+121960
file /usr/lib/x86_64-linux-gnu/libgcc_s.so.1
id dev=7:0 ino=325370 size=125312 mtime=1744025177.000000000 build-id=6f03384c2e3c38887dd3ba5a24b2e18c17e2f0e0
misses 1
range 0+125312
file /usr/lib/x86_64-linux-gnu/libdl.so.2
id dev=7:0 ino=325291 size=14480 mtime=1777320873.000000000 build-id=1d8f2556ed30c02f74f5a3c1fc68f0ed70ac2477
misses 1
range 0+14480
file /etc/ld.so.cache
id dev=7:0 ino=83 size=46095 mtime=1795692605.095539266
range 0+46095
file /usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2
id dev=7:0 ino=324809 size=215000 mtime=1777320873.000000000 build-id=7ebc65e52f2bbea498b4040fa92f7238377aaba9
range 0+215000
file /usr/lib/x86_64-linux-gnu/libc.so.6
id dev=7:0 ino=325231 size=1926232 mtime=1777320873.000000000 build-id=93ac61ec5a8eb1396f9fbd350e3169a558528a40
range 0+1126400 1253376+462848 1830912+95320
file /usr/lib/x86_64-linux-gnu/libpthread.so.0
id dev=7:0 ino=325685 size=14480 mtime=1777320873.000000000 build-id=8d74f897770fa3fafa8db4cfac4596c0587ae698
misses 1
range 0+14480
file /etc/locale.alias
id dev=7:0 ino=43 size=2996 mtime=1777320873.000000000
range 0+2996
file /etc/ssl/certs/ca-certificates.crt
id dev=7:0 ino=131860 size=219597 mtime=1795689388.123428395
range 0+219597
file /tmp/preload-scratch.I1BwlG/tmp/preload-lab-fzqndh59/cg-exec
id dev=7:1 ino=393234 size=16776 mtime=1795737739.118506065 build-id=e963a0bdb25631a1f8f6619736ed5f4cbb87dc05
range 0+16776
lookup /etc/ld.so.preload
lookup /usr/local/share/node
lookup /usr/share/node
lookup /etc/node
lookup /var/lib/node
lookup /tmp/preload-scratch.I1BwlG/tmp/preload-lab-fzqndh59/home/.node
lookup /tmp/preload-scratch.I1BwlG/tmp/preload-lab-fzqndh59/diqow4ljw/config/node
lookup /tmp/preload-scratch.I1BwlG/tmp/preload-lab-fzqndh59/home/.local/share/node
lookup /tmp/preload-scratch.I1BwlG/tmp/preload-lab-fzqndh59/diqow4ljw/cache/node
