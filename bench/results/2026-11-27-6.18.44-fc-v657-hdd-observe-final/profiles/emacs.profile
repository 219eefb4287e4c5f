preload-profile 1
# Learned by preloadctl record: files in first-use order, byte ranges read, paths looked up.
name emacs
observed 3
file /usr/bin/emacs-nox
id dev=7:0 ino=521375 size=5774440 mtime=1740621127.000000000 build-id=a52a177dd19e0f7c522313e028830181b759f8d6
range 0+2408448 5582848+191592
file /usr/lib/x86_64-linux-gnu/libxml2.so.2.9.14
id dev=7:0 ino=580073 size=1750104 mtime=1760186477.000000000 build-id=7a8c29160e2b10fe76f6e382f0bed3fb9e6ace47
range 0+393216 1286144+131072 1642496+107608
file /usr/lib/x86_64-linux-gnu/libdbus-1.so.3.32.4
id dev=7:0 ino=579495 size=346264 mtime=1694858638.000000000 build-id=b63a276ae2d395c20c27cd34e356eba2e5bdca82
range 0+122880 180224+166040
file /usr/lib/x86_64-linux-gnu/libacl.so.1.1.2301
id dev=7:0 ino=579376 size=38832 mtime=1673995855.000000000 build-id=29ad4b0f7d247f2da6448e8a67c6719e72907259
range 0+38832
file /usr/lib/x86_64-linux-gnu/libasound.so.2.0.0
id dev=7:0 ino=579394 size=1079888 mtime=1672813428.000000000 build-id=82604feb6f093e6dc0621d0e8b97e455d7cc11c2
range 0+262144 733184+131072 978944+100944
file /etc/ld.so.cache
id dev=7:0 ino=402046 size=48323 mtime=1795782452.608601884
range 0+48323
file /usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2
id dev=7:0 ino=579025 size=215000 mtime=1777320873.000000000 build-id=7ebc65e52f2bbea498b4040fa92f7238377aaba9
range 0+215000
file /usr/lib/x86_64-linux-gnu/libgccjit.so.0.0.1
id dev=7:0 ino=582027 size=32603632 mtime=1744025177.000000000 build-id=c430769fd41449f9c2437649204eefa1f62f2f16
misses 2
range 0+2949120 3104768+131072 3485696+147456 4026368+131072 5185536+131072 6483968+131072 8183808+131072 9871360+131072 10051584+229376 10866688+131072 11022336+131072 12103680+131072 20336640+131072 20713472+131072 21393408+131072 21565440+131072
range 21864448+131072 22028288+131072 22638592+167936 22835200+131072 23113728+286720 23404544+622592 24051712+188416 27394048+131072 27721728+184320 30683136+1920496
file /usr/lib/x86_64-linux-gnu/libc.so.6
id dev=7:0 ino=579447 size=1926232 mtime=1777320873.000000000 build-id=93ac61ec5a8eb1396f9fbd350e3169a558528a40
misses 2
range 0+1769472 1781760+144472
file /usr/lib/x86_64-linux-gnu/libgmp.so.10.4.1
id dev=7:0 ino=579622 size=529216 mtime=1663872237.000000000 build-id=0c00b6d88e6ba3d5177fdae0bd46d8b9d007dc59
misses 2
range 0+529216
file /usr/lib/x86_64-linux-gnu/libsystemd.so.0.35.0
id dev=7:0 ino=581627 size=844736 mtime=1777319335.000000000 build-id=dc32499955f92c27055abb579d03dee81b0d9302
misses 2
range 0+163840 524288+131072 729088+115648
file /usr/lib/x86_64-linux-gnu/libgnutls.so.30.34.3
id dev=7:0 ino=579638 size=2205432 mtime=1771080554.000000000 build-id=4aac907a3aee773157dfb84aee99dc8d1fbe3f8f
range 0+684032 1212416+585728 2060288+145144
file /usr/lib/x86_64-linux-gnu/libjansson.so.4.14.0
id dev=7:0 ino=579724 size=59784 mtime=1649878355.000000000 build-id=aee56a434cb99db267c03a66f3a4ed597cc53f0a
misses 2
range 0+59784
file /usr/lib/x86_64-linux-gnu/libz.so.1.2.13
id dev=7:0 ino=580119 size=121280 mtime=1667651086.000000000 build-id=1f95d5498d283b79505861523e20b3db2afdf518
misses 2
range 0+121280
file /usr/lib/x86_64-linux-gnu/libm.so.6
id dev=7:0 ino=579763 size=911904 mtime=1777320873.000000000 build-id=d6e6f9e3af1243eed9bf5efd366dd015a9f22c13
range 0+352256 475136+131072 839680+72224
file /usr/lib/x86_64-linux-gnu/liblcms2.so.2.0.14
id dev=7:0 ino=579749 size=398304 mtime=1676842348.000000000 build-id=da90fc099be31f712bfb71c37b7dc6f7fcd66f5d
range 0+167936 221184+177120
file /usr/lib/x86_64-linux-gnu/libselinux.so.1
id dev=7:0 ino=579927 size=174312 mtime=1685210301.000000000 build-id=4d66a8c268d724fe4c0b44b173254e33e1a4d4f6
range 0+174312
file /usr/lib/x86_64-linux-gnu/libtinfo.so.6.4
id dev=7:0 ino=579985 size=204088 mtime=1683470027.000000000 build-id=1d6c928a5e4f222cf4479cbb1fd4f63965b10a03
range 0+204088
file /usr/lib/x86_64-linux-gnu/libgpm.so.2
id dev=7:0 ino=579651 size=26552 mtime=1665864022.000000000 build-id=1f3bd202bf33d26f61d164deea936feb55d22095
range 0+26552
file /usr/lib/x86_64-linux-gnu/libstdc++.so.6.0.30
id dev=7:0 ino=579956 size=2190440 mtime=1744025177.000000000 build-id=289ee39f8c07bd4fa48102dfeeb7e6f9c76158b4
misses 2
range 0+729088 794624+131072 1613824+176128 2068480+121960
file /usr/lib/x86_64-linux-gnu/libicudata.so.72.1
id dev=7:0 ino=579690 size=31262256 mtime=1750621668.000000000 build-id=4af0bd8d2998737d01349e835fa245bdf5b6836c
misses 2
range 0+69632 31191040+71216
file /usr/lib/x86_64-linux-gnu/libisl.so.23.2.0
id dev=7:0 ino=579720 size=2139864 mtime=1704193093.000000000 build-id=2d349127830ec7dfd27de2a9352ca110316ea5eb
misses 2
range 0+466944 1712128+4096 2035712+104152
file /usr/lib/x86_64-linux-gnu/libmpfr.so.6.2.0
id dev=7:0 ino=579787 size=762256 mtime=1673716646.000000000 build-id=6e33848f3498f4b85bc72f4f3136dbb93819dd69
misses 2
range 0+167936 614400+4096 647168+115088
file /usr/lib/x86_64-linux-gnu/libmpc.so.3.3.1
id dev=7:0 ino=579785 size=135064 mtime=1672053333.000000000 build-id=baccec2a6f2d3d681fa9adad012bcd42a902306c
misses 2
range 0+135064
file /usr/lib/x86_64-linux-gnu/liblz4.so.1.9.4
id dev=7:0 ino=579755 size=149952 mtime=1661655655.000000000 build-id=29e700d84270c3d01e8e156816591eb4e1b1ea77
misses 2
range 0+149952
file /usr/lib/x86_64-linux-gnu/libzstd.so.1.5.4
id dev=7:0 ino=580123 size=763816 mtime=1679173110.000000000 build-id=d662b4158d7eac9a97404296d0a32a0e812a9f67
misses 2
range 0+86016 675840+4096 692224+71592
file /usr/lib/x86_64-linux-gnu/libgcrypt.so.20.4.1
id dev=7:0 ino=579590 size=1332480 mtime=1668877150.000000000 build-id=fade6d563b1db42d4e193f6dbb712c96bab741c2
misses 2
range 0+167936 1015808+4096 1228800+103680
file /usr/lib/x86_64-linux-gnu/libcap.so.2.66
id dev=7:0 ino=579458 size=47288 mtime=1757277826.000000000 build-id=f087fec5a4329d787a152838a75737d4b2e611e1
misses 2
range 0+47288
file /usr/lib/x86_64-linux-gnu/libhogweed.so.6.6
id dev=7:0 ino=579686 size=292856 mtime=1660244862.000000000 build-id=568595f2db0c8a2a59fc8aeb153db78ca51d0168
misses 2
range 0+102400 110592+4096 217088+75768
file /usr/lib/x86_64-linux-gnu/libnettle.so.8.6
id dev=7:0 ino=579804 size=317544 mtime=1660244862.000000000 build-id=df9d509c9055db57df09603aab0fc4c66ad2837c
misses 2
range 0+317544
file /usr/lib/x86_64-linux-gnu/libunistring.so.2.2.0
id dev=7:0 ino=580006 size=1792040 mtime=1664726954.000000000 build-id=926062d8c8d5bfcbfaf7bad9b41cf4f073ee521e
misses 2
range 0+167936 331776+4096 1708032+84008
file /usr/lib/x86_64-linux-gnu/libidn2.so.0.3.8
id dev=7:0 ino=579714 size=198776 mtime=1661703271.000000000 build-id=ddba28970641f1f110f7585d57dc5867e2ee4ffd
misses 2
range 0+98304 126976+71800
file /usr/lib/x86_64-linux-gnu/libp11-kit.so.0.3.0
id dev=7:0 ino=579838 size=1261376 mtime=1672076805.000000000 build-id=95e3b240efb89892bdff70a5ce483d088c5020b9
misses 2
range 0+245760 720896+131072 901120+184320 1110016+151360
file /usr/lib/x86_64-linux-gnu/libpcre2-8.so.0.11.2
id dev=7:0 ino=581629 size=629384 mtime=1791032861.000000000 build-id=80008c19cf49e3f09f312e74d164938e91d9337d
misses 2
range 0+73728 442368+4096 557056+72328
file /usr/lib/x86_64-linux-gnu/libicuuc.so.72.1
id dev=7:0 ino=579710 size=2078888 mtime=1750621668.000000000 build-id=7c2205f373c674d117347a60025ee64af406ff97
misses 2
range 0+557056 1413120+4096 1933312+145576
file /usr/lib/x86_64-linux-gnu/libtasn1.so.6.6.3
id dev=7:0 ino=579962 size=83968 mtime=1739017393.000000000 build-id=a560c4e27669c957c7ae0efdb8a03e04bb1c2c22
misses 2
range 0+83968
file /usr/lib/x86_64-linux-gnu/liblzma.so.5.4.1
id dev=7:0 ino=579759 size=190456 mtime=1743710139.000000000 build-id=72a44fc3edc93188d045e65d92d28d50e373dbcb
misses 2
range 0+81920 118784+71672
file /usr/lib/x86_64-linux-gnu/libgpg-error.so.0.33.1
id dev=7:0 ino=579650 size=157768 mtime=1666124568.000000000 build-id=553b3a158bc28ebd0e96946cfe0dcdf35e85fb7e
misses 2
range 0+157768
file /usr/lib/x86_64-linux-gnu/libffi.so.8.1.2
id dev=7:0 ino=579551 size=43480 mtime=1666600001.000000000 build-id=4b5ef0d8f602b880c279f15ed3b07bf6686ea09b
misses 2
range 0+43480
file /usr/lib/x86_64-linux-gnu/libgcc_s.so.1
id dev=7:0 ino=579586 size=125312 mtime=1744025177.000000000 build-id=6f03384c2e3c38887dd3ba5a24b2e18c17e2f0e0
misses 2
range 0+125312
file /etc/locale.alias
id dev=7:0 ino=401440 size=2996 mtime=1777320873.000000000
range 0+2996
file /usr/libexec/emacs/28.2/x86_64-linux-gnu/emacs.pdmp
id dev=7:0 ino=150784 size=13629128 mtime=1740621127.000000000
range 0+13629128
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/simple-fab5b0cf-6ad10fdf.eln
id dev=7:0 ino=148050 size=593736 mtime=1740621127.000000000 build-id=cc6b4cd62f5502e3dda042797cd30c2b0da0cda3
range 0+593736
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/menu-bar-4f46ea94-aa922eb7.eln
id dev=7:0 ino=148024 size=162376 mtime=1740621127.000000000 build-id=8a300a44010a7b9414ecb87e5282d8ac64506864
range 0+162376
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/window-0d1b8b93-7ef4271a.eln
id dev=7:0 ino=148076 size=583752 mtime=1740621127.000000000 build-id=970bc6bb59c4d4d9d021f3985854c58c3ba4d6ff
range 0+583752
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/subr-13adf6a6-52874174.eln
id dev=7:0 ino=148054 size=438888 mtime=1740621127.000000000 build-id=87a269291f6783ab2cf27c492a7ad68f8f0aa8a9
range 0+438888
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/frame-b40fc590-795a6ee7.eln
id dev=7:0 ino=148001 size=175016 mtime=1740621127.000000000 build-id=ecbba1c3aef198536f7a641ddb87e36f3957934e
range 0+175016
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/timer-3ee7cfd9-d5a7a198.eln
id dev=7:0 ino=148062 size=57152 mtime=1740621127.000000000 build-id=8ac0a2cd3b4002a25644f25d5de797f96049c5a9
range 0+57152
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/eldoc-d20a5fe9-7c460a66.eln
id dev=7:0 ino=147984 size=81992 mtime=1740621127.000000000 build-id=8e209aca66e45112b8c888d35f6e919121873690
range 0+81992
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/bindings-d30713c5-1ec0133a.eln
id dev=7:0 ino=147957 size=78176 mtime=1740621127.000000000 build-id=4d95423f70515fe1d22716601f662c3c4e9b7dd1
range 0+78176
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/lisp-mode-410874a4-f46e8019.eln
id dev=7:0 ino=148020 size=87296 mtime=1740621127.000000000 build-id=10a58d0fddc4d90ec48084cf2abb5324d2978726
range 0+87296
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/tabulated-list-552ba1e5-dea7ea48.eln
id dev=7:0 ino=148057 size=63808 mtime=1740621127.000000000 build-id=d8473ebfd15bc3302b60631327b2b726b2a853f8
range 0+63808
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/newcomment-678006bb-5c2db744.eln
id dev=7:0 ino=148034 size=89536 mtime=1740621127.000000000 build-id=4ddfd0c5b47c199854eacb950ff5d259f44aa040
range 0+89536
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/files-1e8937b2-112bbda5.eln
id dev=7:0 ino=147994 size=465824 mtime=1740621127.000000000 build-id=470de2c6167668831806d7aa44e7b9dfe54ef745
range 0+465824
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/jka-cmpr-hook-ff630d3e-cf32ebad.eln
id dev=7:0 ino=148015 size=39360 mtime=1740621127.000000000 build-id=4309ed65b1de537486f4ce87b72c234f570031b6
range 0+39360
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/faces-b9447c93-82889945.eln
id dev=7:0 ino=147993 size=176904 mtime=1740621127.000000000 build-id=db0c1d395e2e6e64b67ccbead43d4fcb56e3754c
range 0+176904
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/custom-c166a157-21a7b692.eln
id dev=7:0 ino=147973 size=118400 mtime=1740621127.000000000 build-id=f0b35083aafd0f16fde1d72beb4c953031843b3f
range 0+118400
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/cl-generic-be68ad15-8492679b.eln
id dev=7:0 ino=147966 size=152256 mtime=1740621127.000000000 build-id=abec4552435b7064205619585fe8fb7a1c6e93f5
range 0+152256
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/byte-run-79ff048e-f39f6766.eln
id dev=7:0 ino=147961 size=58504 mtime=1740621127.000000000 build-id=d2638defd90f59fcb944a6e6653005335b721e3d
range 0+58504
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/cl-preloaded-6e6a1f4e-676e310d.eln
id dev=7:0 ino=147967 size=67424 mtime=1740621127.000000000 build-id=c8b627da73753f1167a75a970585d33b9cac10d0
range 0+67424
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/backquote-d5b20f7c-6dfc6085.eln
id dev=7:0 ino=147956 size=23272 mtime=1740621127.000000000 build-id=439ed91def68860a3b63a995ce6bc34e54e9c69d
range 0+23272
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/mule-cmds-c8553014-b81234cf.eln
id dev=7:0 ino=148029 size=183744 mtime=1740621127.000000000 build-id=ad0b2c1837914dc637bfaaa294fd15152c696b60
range 0+183744
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/replace-fc551dbc-05a0e39a.eln
id dev=7:0 ino=148044 size=176776 mtime=1740621127.000000000 build-id=f016e58241c747403078c576e9b8381a20cc92ca
range 0+176776
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/elisp-mode-90dbfe40-1f311227.eln
id dev=7:0 ino=147986 size=161256 mtime=1740621127.000000000 build-id=1f2efe522fdf9900b71dcd53873faac613d23100
range 0+161256
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/vc-hooks-cfa0878e-11d65408.eln
id dev=7:0 ino=148069 size=64456 mtime=1740621127.000000000 build-id=ccadafe064b749e650719b011346ef14ec1f227a
range 0+64456
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/version-025f5cb3-bd4807b6.eln
id dev=7:0 ino=148070 size=24416 mtime=1740621127.000000000 build-id=d7fee0713dbb89e9a5bdad6966a48114f8772a58
range 0+24416
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/format-c5b23b0d-d3836422.eln
id dev=7:0 ino=148000 size=66720 mtime=1740621127.000000000 build-id=bc6b716c7385cb9cc392d752fc8280a20be6eb35
range 0+66720
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/indent-396b3792-9f9e085f.eln
id dev=7:0 ino=148008 size=56384 mtime=1740621127.000000000 build-id=86a3515f4aced064057b70d7be47748a38a0a142
range 0+56384
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/minibuffer-1b0f548b-ab128216.eln
id dev=7:0 ino=148025 size=260616 mtime=1740621127.000000000 build-id=60d329e7537538373e017c76212b8f98bdd86ca4
range 0+260616
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/macroexp-2c3e1495-bd75dae5.eln
id dev=7:0 ino=148022 size=61056 mtime=1740621127.000000000 build-id=4772174d074bbcd299e90ba0c6576672ee880175
range 0+61056
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/nadvice-64630aaa-ba05cab3.eln
id dev=7:0 ino=148033 size=63872 mtime=1740621127.000000000 build-id=2ba81fbe7d96ee0e1194c6d8c5f2cab2d97f66b7
range 0+63872
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/help-59d8049f-7f87ec76.eln
id dev=7:0 ino=148006 size=134144 mtime=1740621127.000000000 build-id=aed2b5e61a14d19900c70af1e3c50a9617cbfb2e
range 0+134144
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/syntax-bf4e4bc4-19987706.eln
id dev=7:0 ino=148055 size=74056 mtime=1740621127.000000000 build-id=adf22ad2ca58b6fbb820ec0b327bcd8c4382caad
range 0+74056
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/tab-bar-f81d329c-b1a0a028.eln
id dev=7:0 ino=148056 size=175272 mtime=1740621127.000000000 build-id=3c9a5d10a1ddc288d8cabf75d87e3d5f019a6e6e
range 0+175272
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/mule-3352613d-82b9a969.eln
id dev=7:0 ino=148028 size=138184 mtime=1740621127.000000000 build-id=7bc1c17b37623353c05333da521c6bfd8ba65e7a
range 0+138184
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/isearch-693bdd75-112ee0aa.eln
id dev=7:0 ino=148011 size=291912 mtime=1740621127.000000000 build-id=e316ca58caa4c3a623f899e8dfbc42d4480b644d
range 0+291912
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/paragraphs-faf2e9b4-0657e1b8.eln
id dev=7:0 ino=148038 size=42208 mtime=1740621127.000000000 build-id=16b0b7151eaf4c9abae87b3085872b7b94dcf755
range 0+42208
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/fill-19d89c43-dadc9bfe.eln
id dev=7:0 ino=147995 size=72736 mtime=1740621127.000000000 build-id=a36648b624d5cf90ac8c5006cde744b53b532de1
range 0+72736
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/electric-a9ca6cdd-a7e0f805.eln
id dev=7:0 ino=147985 size=62016 mtime=1740621127.000000000 build-id=ec44d8e984864244e9287597c72cb6f471a64555
range 0+62016
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/mouse-15f283fa-977e43ed.eln
id dev=7:0 ino=148027 size=194952 mtime=1740621127.000000000 build-id=45e351fa43f1ff2406ea13ce52b811dce7a8bb79
range 0+194952
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/buff-menu-da4b0b04-65a249b6.eln
id dev=7:0 ino=147958 size=56576 mtime=1740621127.000000000 build-id=e18e8d5f3acd711a7ac75b5f31704e67027d42df
range 0+56576
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/env-72406999-a036d1f6.eln
id dev=7:0 ino=147988 size=25216 mtime=1740621127.000000000 build-id=5396a6aa40e2bab03ee31de05fde0b8e5a037312
range 0+25216
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/startup-bbc6ea72-bcd348c9.eln
id dev=7:0 ino=148053 size=153728 mtime=1740621127.000000000 build-id=f0c44332211f3eb1ce362f7e3ffee9edd4c6d339
range 0+153728
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/cus-face-74f1689e-1f20b9c1.eln
id dev=7:0 ino=147971 size=29088 mtime=1740621127.000000000 build-id=f2d27927cd4743b9cf7dcdb09bf16a878d7a3ff8
range 0+29088
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/button-747c9d6e-948de613.eln
id dev=7:0 ino=147960 size=48064 mtime=1740621127.000000000 build-id=6a84ab32c2796a54a543bdeb23689a0507193960
range 0+48064
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/characters-45232aae-96166841.eln
id dev=7:0 ino=147964 size=55272 mtime=1740621127.000000000 build-id=4eccad31fa0e91c04fca6464d4c20f550d88697d
range 0+55272
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/paren-0f414553-8b8be879.eln
id dev=7:0 ino=148039 size=33216 mtime=1740621127.000000000 build-id=bd8e98b2f4bfbb1cd86b42888985a5188c3e7b7c
range 0+33216
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/abbrev-2af30c9a-81a91c7e.eln
id dev=7:0 ino=147955 size=93280 mtime=1740621127.000000000 build-id=72f20cf6b989d5e14f930db19f34f509648ae754
range 0+93280
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/text-mode-7f741068-4c001dd1.eln
id dev=7:0 ino=148059 size=29600 mtime=1740621127.000000000 build-id=cd1b5fd980fb4de5d0d8a5d2bfe7112ca6c85ed2
range 0+29600
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/lisp-1e88867d-9eeed7b1.eln
id dev=7:0 ino=148019 size=63176 mtime=1740621127.000000000 build-id=6fdf4691da3ec26d90259244212293453e3457ca
range 0+63176
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/case-table-3a8e2808-be7656d4.eln
id dev=7:0 ino=147962 size=22784 mtime=1740621127.000000000 build-id=757fca050bf1c85100692caea8b16b51a4331234
range 0+22784
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/uniquify-0fb233ac-3d9c1e3a.eln
id dev=7:0 ino=148067 size=46464 mtime=1740621127.000000000 build-id=6dcd3d9e53be2060e85e203fd774e120efb004b2
range 0+46464
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/register-80045398-0b6b944f.eln
id dev=7:0 ino=148043 size=72992 mtime=1740621127.000000000 build-id=e76763f27e082c5102134277fad3c3e0b932bb4a
range 0+72992
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/prog-mode-642b2411-5527e18b.eln
id dev=7:0 ino=148041 size=42952 mtime=1740621127.000000000 build-id=d4be36dec06305e4df4972c55ac17ce2c803e109
range 0+42952
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/composite-beea1fd5-a138288c.eln
id dev=7:0 ino=147969 size=75936 mtime=1740621127.000000000 build-id=b3998f2c22baea8dbf4fc9b9844ca64cb04a946d
range 0+75936
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/easymenu-1fb41c0e-a3d158eb.eln
id dev=7:0 ino=147982 size=55808 mtime=1740621127.000000000 build-id=2d19a1de64303b44176a0ac5237ff6530d017126
range 0+55808
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/select-784d9bb7-76b5ba01.eln
id dev=7:0 ino=148048 size=49056 mtime=1740621127.000000000 build-id=791953c8cf404dfb0cb92f70689bcf099cbf705f
range 0+49056
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/tooltip-29462ede-9b69d110.eln
id dev=7:0 ino=148064 size=40736 mtime=1740621127.000000000 build-id=33c2dff68d36d407c223238e54c25e6c0031dde6
range 0+40736
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/rfn-eshadow-25788e78-8301b6e7.eln
id dev=7:0 ino=148045 size=26464 mtime=1740621127.000000000 build-id=affbb3fe7d1dd8f95cb4f017bab7ab3a7cd6c6dd
range 0+26464
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/epa-hook-99ab3afb-fb4d9944.eln
id dev=7:0 ino=147989 size=20448 mtime=1740621127.000000000 build-id=fb144ef5008af05b98301fe7dd73ab2b47abb20f
range 0+20448
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/cus-start-26315480-6f2c6ee4.eln
id dev=7:0 ino=147972 size=38144 mtime=1740621127.000000000 build-id=263c1213db212a29dc0ff9a7f49c15ececbcf0ef
range 0+38144
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/shorthands-1dc1e95e-d80e00b1.eln
id dev=7:0 ino=148049 size=16256 mtime=1740621127.000000000 build-id=fcd835dd39e06b51b2ae816e878af9a058ba969a
range 0+16256
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/font-core-c3bff1fd-4e71b802.eln
id dev=7:0 ino=147997 size=31104 mtime=1740621127.000000000 build-id=1470048ad9c3d9d0a0eaa1d88be2ffff0e5c1585
range 0+31104
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/jit-lock-8a988e43-703cd7fb.eln
id dev=7:0 ino=148014 size=55744 mtime=1740621127.000000000 build-id=5d4865bde3deb343f99735c7d197a56c63cd23d9
range 0+55744
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/font-lock-895216f6-cc190dd0.eln
id dev=7:0 ino=147998 size=119776 mtime=1740621127.000000000 build-id=056a5ab4434159f06a36352f4408ef8e2b560767
range 0+119776
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/tty-colors-b7804baf-6cde262b.eln
id dev=7:0 ino=148065 size=51264 mtime=1740621127.000000000 build-id=b84fceb28b25042915156799268dc0411120f782
range 0+51264
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/obarray-318a5d56-6312b83b.eln
id dev=7:0 ino=148036 size=16320 mtime=1740621127.000000000 build-id=db7496fb5d27961b0a1e4c57b471f4f2a0281dee
range 0+16320
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
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/widget-5b69ebb0-655fe9ef.eln
id dev=7:0 ino=148075 size=16096 mtime=1740621127.000000000 build-id=25d69193710d88b0f2bf5b76f978ed15694ae48f
range 0+16096
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/hebrew-b9ed6a0d-8863a58f.eln
id dev=7:0 ino=148005 size=21896 mtime=1740621127.000000000 build-id=00a67ff56d189c08413baf1a80b30b282ac73177
range 0+21896
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/indian-0c4ce628-a85c69d1.eln
id dev=7:0 ino=148009 size=22848 mtime=1740621127.000000000 build-id=37e4882e33542326221498f718c67a61b2f42cf3
range 0+22848
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/map-ynp-990591b5-85f28521.eln
id dev=7:0 ino=148023 size=33160 mtime=1740621127.000000000 build-id=8eb3b4d757db743dd1e819287fd154153b0cff34
range 0+33160
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/misc-lang-7cb33d20-69eb6148.eln
id dev=7:0 ino=148026 size=22752 mtime=1740621127.000000000 build-id=b6d6a754b5bcf50c577afbe9ff4ea5912bd964c3
range 0+22752
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/iso-transl-466860a2-4197968b.eln
id dev=7:0 ino=148012 size=19456 mtime=1740621127.000000000 build-id=bc80eb812724e0c7bc0986f2b25e2fe6643709ed
range 0+19456
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/page-ee7241cc-572c9d55.eln
id dev=7:0 ino=148037 size=21312 mtime=1740621127.000000000 build-id=74e7b5e47a06656e1c1f71bc9f4708d6dca26f56
range 0+21312
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/european-369de593-50f45db2.eln
id dev=7:0 ino=147992 size=33728 mtime=1740621127.000000000 build-id=b4acd480f6d6aad28af039b48d59e67471ddc809
range 0+33728
file /etc/nsswitch.conf
id dev=7:0 ino=401469 size=526 mtime=1750775953.000000000
range 0+526
file /etc/passwd
id dev=7:0 ino=401490 size=1221 mtime=1779294449.000000000
range 0+1221
file /usr/share/emacs/28.2/site-lisp/subdirs.el
id dev=7:0 ino=284649 size=106 mtime=1740621127.000000000
range 0+106
file /usr/share/emacs/site-lisp/subdirs.el
id dev=7:0 ino=280598 size=106 mtime=1740621127.000000000
range 0+106
file /usr/share/emacs/28.2/lisp/subdirs.el
id dev=7:0 ino=283659 size=478 mtime=1740621127.000000000
range 0+478
file /usr/share/emacs/28.2/lisp/international/uni-special-uppercase.el
id dev=7:0 ino=281857 size=6901 mtime=1740621127.000000000
range 0+6901
file /usr/share/emacs/28.2/lisp/simple.elc
id dev=7:0 ino=283651 size=341452 mtime=1740621127.000000000
range 0+341452
file /usr/share/emacs/28.2/lisp/simple.el.gz
id dev=7:0 ino=283074 size=111406 mtime=1740621127.000000000
range 0+111406
file /usr/share/emacs/site-lisp/debian-startup.elc
id dev=7:0 ino=280600 size=2171 mtime=1795782446.205658085
range 0+2171
file /etc/emacs/site-start.d/00debian.el
id dev=7:0 ino=401972 size=584 mtime=1740621127.000000000
range 0+584
file /etc/emacs/site-start.d/50autoconf.el
id dev=7:0 ino=401970 size=729 mtime=1608459410.000000000
range 0+729
file /etc/emacs/site-start.d/50dictionaries-common.el
id dev=7:0 ino=401971 size=1849 mtime=1678828651.000000000
range 0+1849
file /usr/share/emacs/site-lisp/dictionaries-common/debian-ispell.elc
id dev=7:0 ino=280605 size=13216 mtime=1795782446.327345590
range 0+13216
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/regexp-opt-d2355c94-5f9416fe.eln
id dev=7:0 ino=148042 size=23880 mtime=1740621127.000000000 build-id=900b38e9eb17fcefb6b92e229abdb9aa150afa24
range 0+23880
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/cl-lib-8b938900-82325715.eln
id dev=7:0 ino=147946 size=54656 mtime=1740621127.000000000 build-id=8916ace21e177ef06aa75b3b818b0f458f67ead9
range 0+54656
file /usr/share/emacs/28.2/lisp/cus-edit.elc
id dev=7:0 ino=283461 size=149646 mtime=1740621127.000000000
range 0+149646
file /usr/share/emacs/28.2/lisp/cus-edit.el.gz
id dev=7:0 ino=281103 size=44768 mtime=1665360083.000000000
range 0+44768
file /usr/share/emacs/28.2/lisp/wid-edit.elc
id dev=7:0 ino=283695 size=112586 mtime=1740621127.000000000
range 0+112586
file /usr/share/emacs/28.2/lisp/wid-edit.el.gz
id dev=7:0 ino=283418 size=35104 mtime=1665360083.000000000
range 0+35104
file /usr/share/emacs/28.2/lisp/emacs-lisp/cl-lib.elc
id dev=7:0 ino=281249 size=19802 mtime=1740621127.000000000
range 0+19802
file /usr/share/emacs/28.2/lisp/emacs-lisp/cl-lib.el.gz
id dev=7:0 ino=281155 size=6962 mtime=1665360083.000000000
range 0+6962
file /usr/share/emacs/28.2/lisp/emacs-lisp/cl-loaddefs.el
id dev=7:0 ino=281250 size=49374 mtime=1740621127.000000000
range 0+49374
file /usr/share/emacs/28.2/lisp/cus-load.el
id dev=7:0 ino=283463 size=90489 mtime=1740621127.000000000
range 0+90489
file /usr/share/emacs/28.2/lisp/cus-start.elc
id dev=7:0 ino=283464 size=22938 mtime=1740621127.000000000
range 0+22938
file /usr/share/emacs/28.2/lisp/cus-start.el.gz
id dev=7:0 ino=281105 size=9378 mtime=1665360083.000000000
range 0+9378
file /usr/share/emacs/28.2/lisp/emacs-lisp/pp.elc
id dev=7:0 ino=281302 size=5225 mtime=1740621127.000000000
range 0+5225
file /usr/share/emacs/28.2/lisp/emacs-lisp/pp.el.gz
id dev=7:0 ino=281206 size=2371 mtime=1665360083.000000000
range 0+2371
file /usr/share/emacs/28.2/lisp/emacs-lisp/regexp-opt.elc
id dev=7:0 ino=281305 size=5875 mtime=1740621127.000000000
range 0+5875
file /usr/share/emacs/28.2/lisp/emacs-lisp/regexp-opt.el.gz
id dev=7:0 ino=281209 size=4567 mtime=1665360083.000000000
range 0+4567
file /usr/share/emacs/28.2/lisp/progmodes/cc-mode.elc
id dev=7:0 ino=282977 size=254073 mtime=1740621127.000000000
range 0+254073
file /usr/share/emacs/28.2/lisp/progmodes/cc-mode.el.gz
id dev=7:0 ino=282892 size=32763 mtime=1665360083.000000000
range 0+32763
file /usr/share/emacs/28.2/lisp/progmodes/cc-defs.elc
id dev=7:0 ino=282971 size=69671 mtime=1740621127.000000000
range 0+69671
file /usr/share/emacs/28.2/lisp/progmodes/cc-defs.el.gz
id dev=7:0 ino=282886 size=28437 mtime=1665360083.000000000
range 0+28437
file /usr/share/emacs/28.2/lisp/progmodes/cc-vars.elc
id dev=7:0 ino=282979 size=80962 mtime=1740621127.000000000
range 0+80962
file /usr/share/emacs/28.2/lisp/progmodes/cc-vars.el.gz
id dev=7:0 ino=282894 size=21997 mtime=1665360083.000000000
range 0+21997
file /usr/share/emacs/28.2/lisp/progmodes/cc-engine.elc
id dev=7:0 ino=282972 size=257599 mtime=1740621127.000000000
range 0+257599
file /usr/share/emacs/28.2/lisp/progmodes/cc-engine.el.gz
id dev=7:0 ino=282887 size=145712 mtime=1665360083.000000000
range 0+145712
file /usr/share/emacs/28.2/lisp/progmodes/cc-styles.elc
id dev=7:0 ino=282978 size=16456 mtime=1740621127.000000000
range 0+16456
file /usr/share/emacs/28.2/lisp/progmodes/cc-styles.el.gz
id dev=7:0 ino=282893 size=7468 mtime=1665360083.000000000
range 0+7468
file /usr/share/emacs/28.2/lisp/progmodes/cc-align.elc
id dev=7:0 ino=282967 size=41720 mtime=1740621127.000000000
range 0+41720
file /usr/share/emacs/28.2/lisp/progmodes/cc-align.el.gz
id dev=7:0 ino=282882 size=14529 mtime=1665360083.000000000
range 0+14529
file /usr/share/emacs/28.2/lisp/progmodes/cc-cmds.elc
id dev=7:0 ino=282970 size=102776 mtime=1740621127.000000000
range 0+102776
file /usr/share/emacs/28.2/lisp/progmodes/cc-cmds.el.gz
id dev=7:0 ino=282885 size=48288 mtime=1665360083.000000000
range 0+48288
file /usr/share/emacs/28.2/lisp/progmodes/cc-menus.elc
id dev=7:0 ino=282976 size=7782 mtime=1740621127.000000000
range 0+7782
file /usr/share/emacs/28.2/lisp/progmodes/cc-menus.el.gz
id dev=7:0 ino=282891 size=5322 mtime=1665360083.000000000
range 0+5322
file /usr/share/emacs/28.2/lisp/progmodes/cc-guess.elc
id dev=7:0 ino=282974 size=13340 mtime=1740621127.000000000
range 0+13340
file /usr/share/emacs/28.2/lisp/progmodes/cc-guess.el.gz
id dev=7:0 ino=282889 size=5997 mtime=1665360083.000000000
range 0+5997
file /usr/share/emacs/28.2/lisp/progmodes/cc-fonts.elc
id dev=7:0 ino=282973 size=158181 mtime=1740621127.000000000
range 0+158181
file /usr/share/emacs/28.2/lisp/progmodes/cc-fonts.el.gz
id dev=7:0 ino=282888 size=30678 mtime=1665360083.000000000
range 0+30678
file /usr/share/emacs/site-lisp/dictionaries-common/.nosearch
id dev=7:0 ino=280603 size=0 mtime=1795782446.245783396
misses 2
file /usr/share/emacs/site-lisp/autoconf/autotest-mode.el
id dev=7:0 ino=280596 size=3827 mtime=1611866808.000000000
misses 2
range 0+3827
file /usr/share/emacs/28.2/etc/NEWS
id dev=7:0 ino=283719 size=174011 mtime=1740621127.000000000
misses 2
range 0+174011
lookup /etc/ld.so.preload
lookup /etc/selinux/config
lookup /usr/local/share/emacs-nox
lookup-in /usr/local/share/emacs ino=271903
lookup-in /usr/local/share/emacs/site-lisp ino=271904
lookup /usr/share/emacs-nox
lookup-in /usr/share/emacs ino=280589
lookup-in /usr/share/emacs/site-lisp ino=280590
lookup-in /usr/share/emacs/28.2 ino=280606
lookup /etc/emacs-nox
lookup-in /etc/emacs ino=401968
lookup-in /etc/emacs/site-start.d ino=401969
lookup /var/lib/emacs-nox
lookup /var/lib/emacs
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/home/.emacs-nox
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/dgk3br_em/config/emacs-nox
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/home/.local/share/emacs-nox
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/dgk3br_em/cache/emacs-nox
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/home/.emacs
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/dgk3br_em/config/emacs
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/home/.local/share/emacs
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/dgk3br_em/cache/emacs
lookup-in /usr/share/emacs/site-lisp/llvm-14 ino=280591
lookup-in /usr/share/emacs/28.2/lisp/url ino=283259
lookup-in /usr/share/emacs/28.2/lisp/nxml ino=282406
lookup-in /usr/share/emacs/28.2/lisp/play ino=282821
lookup-in /usr/share/emacs/28.2/lisp/cedet ino=280779
lookup-in /usr/share/emacs/28.2/lisp/mh-e ino=282181
lookup-in /usr/share/emacs/28.2/lisp/obsolete ino=282452
lookup-in /usr/share/emacs/28.2/lisp/org ino=282566
lookup-in /usr/share/emacs/28.2/lisp/eshell ino=281447
lookup-in /usr/share/emacs/28.2/lisp/textmodes ino=283148
lookup-in /usr/share/emacs/28.2/lisp/mail ino=282090
lookup-in /usr/share/emacs/28.2/lisp/net ino=282243
lookup-in /usr/share/emacs/28.2/lisp/leim ino=281950
lookup-in /usr/share/emacs/28.2/lisp/erc ino=281373
lookup-in /usr/share/emacs/28.2/lisp/emulation ino=281329
lookup-in /usr/share/emacs/28.2/lisp/calendar ino=280717
lookup-in /usr/share/emacs/28.2/lisp/calc ino=280628
lookup-in /usr/share/emacs/28.2/lisp/vc ino=283325
lookup-in /usr/share/emacs/28.2/lisp/image ino=281763
lookup-in /usr/share/emacs/28.2/lisp/gnus ino=281534
lookup-in /usr/share/emacs/28.2/lisp/language ino=281871
