preload-profile 1
# Learned by preloadctl record: files in first-use order, byte ranges read, paths looked up.
name emacs
program /usr/bin/emacs-nox
command emacs --batch /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/hello.c --eval (font-lock-ensure)
recorded 1795765518205752
duration 557648
file /usr/bin/emacs-nox
id dev=7:0 ino=521283 size=5774440 mtime=1740621127.000000000 build-id=a52a177dd19e0f7c522313e028830181b759f8d6
range 0+405504 446464+1114112 1564672+806912 5582848+191592
file /usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2
id dev=7:0 ino=579027 size=215000 mtime=1777320873.000000000 build-id=7ebc65e52f2bbea498b4040fa92f7238377aaba9
range 0+215000
file /etc/ld.so.cache
id dev=7:0 ino=391466 size=48323 mtime=1795748890.173479095
range 0+48323
file /usr/lib/x86_64-linux-gnu/libasound.so.2.0.0
id dev=7:0 ino=579396 size=1079888 mtime=1672813428.000000000 build-id=82604feb6f093e6dc0621d0e8b97e455d7cc11c2
range 0+393216 798720+4096 1011712+68176
file /usr/lib/x86_64-linux-gnu/libacl.so.1.1.2301
id dev=7:0 ino=579378 size=38832 mtime=1673995855.000000000 build-id=29ad4b0f7d247f2da6448e8a67c6719e72907259
range 0+38832
file /usr/lib/x86_64-linux-gnu/libdbus-1.so.3.32.4
id dev=7:0 ino=579497 size=346264 mtime=1694858638.000000000 build-id=b63a276ae2d395c20c27cd34e356eba2e5bdca82
range 0+262144 278528+67736
file /usr/lib/x86_64-linux-gnu/libxml2.so.2.9.14
id dev=7:0 ino=580075 size=1750104 mtime=1760186477.000000000 build-id=7a8c29160e2b10fe76f6e382f0bed3fb9e6ace47
range 0+393216 1351680+4096 1679360+70744
file /usr/lib/x86_64-linux-gnu/libgpm.so.2
id dev=7:0 ino=579653 size=26552 mtime=1665864022.000000000 build-id=1f3bd202bf33d26f61d164deea936feb55d22095
range 0+26552
file /usr/lib/x86_64-linux-gnu/libtinfo.so.6.4
id dev=7:0 ino=579987 size=204088 mtime=1683470027.000000000 build-id=1d6c928a5e4f222cf4479cbb1fd4f63965b10a03
range 0+204088
file /usr/lib/x86_64-linux-gnu/libselinux.so.1
id dev=7:0 ino=579929 size=174312 mtime=1685210301.000000000 build-id=4d66a8c268d724fe4c0b44b173254e33e1a4d4f6
range 0+174312
file /usr/lib/x86_64-linux-gnu/libgnutls.so.30.34.3
id dev=7:0 ino=579640 size=2205432 mtime=1771080554.000000000 build-id=4aac907a3aee773157dfb84aee99dc8d1fbe3f8f
range 0+569344 618496+131072 1277952+606208 2060288+145144
file /usr/lib/x86_64-linux-gnu/liblcms2.so.2.0.14
id dev=7:0 ino=579751 size=398304 mtime=1676842348.000000000 build-id=da90fc099be31f712bfb71c37b7dc6f7fcd66f5d
range 0+262144 286720+4096 327680+70624
file /usr/lib/x86_64-linux-gnu/libm.so.6
id dev=7:0 ino=579765 size=911904 mtime=1777320873.000000000 build-id=d6e6f9e3af1243eed9bf5efd366dd015a9f22c13
range 0+4096 8192+122880 139264+159744 536576+69632 843776+68128
file /usr/lib/x86_64-linux-gnu/libz.so.1.2.13
id dev=7:0 ino=580121 size=121280 mtime=1667651086.000000000 build-id=1f95d5498d283b79505861523e20b3db2afdf518
range 0+121280
file /usr/lib/x86_64-linux-gnu/libsystemd.so.0.35.0
id dev=7:0 ino=581629 size=844736 mtime=1777319335.000000000 build-id=dc32499955f92c27055abb579d03dee81b0d9302
range 0+262144 606208+4096 774144+70592
file /usr/lib/x86_64-linux-gnu/libjansson.so.4.14.0
id dev=7:0 ino=579726 size=59784 mtime=1649878355.000000000 build-id=aee56a434cb99db267c03a66f3a4ed597cc53f0a
range 0+59784
file /usr/lib/x86_64-linux-gnu/libgmp.so.10.4.1
id dev=7:0 ino=579624 size=529216 mtime=1663872237.000000000 build-id=0c00b6d88e6ba3d5177fdae0bd46d8b9d007dc59
range 0+529216
file /usr/lib/x86_64-linux-gnu/libgccjit.so.0.0.1
id dev=7:0 ino=581628 size=32603632 mtime=1744025177.000000000 build-id=c430769fd41449f9c2437649204eefa1f62f2f16
range 0+3014656 3170304+159744 3551232+147456 4091904+131072 4239360+131072 4702208+131072 5251072+131072 5967872+131072 6168576+512000 6766592+131072 7737344+131072 8024064+131072 8249344+131072 8392704+131072 9097216+131072 9842688+225280
range 10117120+229376 10932224+131072 11087872+131072 12169216+135168 20402176+131072 20779008+131072 21458944+131072 21630976+131072 21929984+131072 22093824+131072 22704128+135168 22900736+131072 23179264+184320 23470080+520192 24072192+131072 27447296+131072
range 27738112+131072 30683136+1920496
file /usr/lib/x86_64-linux-gnu/libc.so.6
id dev=7:0 ino=579449 size=1926232 mtime=1777320873.000000000 build-id=93ac61ec5a8eb1396f9fbd350e3169a558528a40
range 0+4096 8192+397312 471040+458752 995328+126976 1134592+135168 1277952+131072 1454080+472152
file /usr/lib/x86_64-linux-gnu/libicuuc.so.72.1
id dev=7:0 ino=579712 size=2078888 mtime=1750621668.000000000 build-id=7c2205f373c674d117347a60025ee64af406ff97
range 0+589824 1413120+4096 1933312+145576
file /usr/lib/x86_64-linux-gnu/liblzma.so.5.4.1
id dev=7:0 ino=579761 size=190456 mtime=1743710139.000000000 build-id=72a44fc3edc93188d045e65d92d28d50e373dbcb
range 0+81920 122880+67576
file /usr/lib/x86_64-linux-gnu/libpcre2-8.so.0.11.2
id dev=7:0 ino=581631 size=629384 mtime=1791032861.000000000 build-id=80008c19cf49e3f09f312e74d164938e91d9337d
range 0+147456 442368+4096 561152+68232
file /usr/lib/x86_64-linux-gnu/libp11-kit.so.0.3.0
id dev=7:0 ino=579840 size=1261376 mtime=1672076805.000000000 build-id=95e3b240efb89892bdff70a5ce483d088c5020b9
range 0+393216 786432+16384 917504+131072 1110016+151360
file /usr/lib/x86_64-linux-gnu/libidn2.so.0.3.8
id dev=7:0 ino=579716 size=198776 mtime=1661703271.000000000 build-id=ddba28970641f1f110f7585d57dc5867e2ee4ffd
range 0+198776
file /usr/lib/x86_64-linux-gnu/libunistring.so.2.2.0
id dev=7:0 ino=580008 size=1792040 mtime=1664726954.000000000 build-id=926062d8c8d5bfcbfaf7bad9b41cf4f073ee521e
range 0+262144 331776+4096 1724416+67624
file /usr/lib/x86_64-linux-gnu/libtasn1.so.6.6.3
id dev=7:0 ino=579964 size=83968 mtime=1739017393.000000000 build-id=a560c4e27669c957c7ae0efdb8a03e04bb1c2c22
range 0+83968
file /usr/lib/x86_64-linux-gnu/libnettle.so.8.6
id dev=7:0 ino=579806 size=317544 mtime=1660244862.000000000 build-id=df9d509c9055db57df09603aab0fc4c66ad2837c
range 0+317544
file /usr/lib/x86_64-linux-gnu/libhogweed.so.6.6
id dev=7:0 ino=579688 size=292856 mtime=1660244862.000000000 build-id=568595f2db0c8a2a59fc8aeb153db78ca51d0168
range 0+292856
file /usr/lib/x86_64-linux-gnu/libcap.so.2.66
id dev=7:0 ino=579460 size=47288 mtime=1757277826.000000000 build-id=f087fec5a4329d787a152838a75737d4b2e611e1
range 0+47288
file /usr/lib/x86_64-linux-gnu/libgcrypt.so.20.4.1
id dev=7:0 ino=579592 size=1332480 mtime=1668877150.000000000 build-id=fade6d563b1db42d4e193f6dbb712c96bab741c2
range 0+262144 1015808+4096 1261568+70912
file /usr/lib/x86_64-linux-gnu/libzstd.so.1.5.4
id dev=7:0 ino=580125 size=763816 mtime=1679173110.000000000 build-id=d662b4158d7eac9a97404296d0a32a0e812a9f67
range 0+262144 675840+4096 696320+67496
file /usr/lib/x86_64-linux-gnu/liblz4.so.1.9.4
id dev=7:0 ino=579757 size=149952 mtime=1661655655.000000000 build-id=29e700d84270c3d01e8e156816591eb4e1b1ea77
range 0+149952
file /usr/lib/x86_64-linux-gnu/libisl.so.23.2.0
id dev=7:0 ino=579722 size=2139864 mtime=1704193093.000000000 build-id=2d349127830ec7dfd27de2a9352ca110316ea5eb
range 0+524288 1712128+4096 2068480+71384
file /usr/lib/x86_64-linux-gnu/libmpc.so.3.3.1
id dev=7:0 ino=579787 size=135064 mtime=1672053333.000000000 build-id=baccec2a6f2d3d681fa9adad012bcd42a902306c
range 0+135064
file /usr/lib/x86_64-linux-gnu/libmpfr.so.6.2.0
id dev=7:0 ino=579789 size=762256 mtime=1673716646.000000000 build-id=6e33848f3498f4b85bc72f4f3136dbb93819dd69
range 0+262144 614400+4096 692224+70032
file /usr/lib/x86_64-linux-gnu/libicudata.so.72.1
id dev=7:0 ino=579692 size=31262256 mtime=1750621668.000000000 build-id=4af0bd8d2998737d01349e835fa245bdf5b6836c
range 0+147456 31195136+67120
file /usr/lib/x86_64-linux-gnu/libstdc++.so.6.0.30
id dev=7:0 ino=579958 size=2190440 mtime=1744025177.000000000 build-id=289ee39f8c07bd4fa48102dfeeb7e6f9c76158b4
range 0+655360 659456+126976 856064+135168 1560576+192512 2121728+68712
file /usr/lib/x86_64-linux-gnu/libgcc_s.so.1
id dev=7:0 ino=579588 size=125312 mtime=1744025177.000000000 build-id=6f03384c2e3c38887dd3ba5a24b2e18c17e2f0e0
range 0+125312
file /usr/lib/x86_64-linux-gnu/libffi.so.8.1.2
id dev=7:0 ino=579553 size=43480 mtime=1666600001.000000000 build-id=4b5ef0d8f602b880c279f15ed3b07bf6686ea09b
range 0+32768 36864+6616
file /usr/lib/x86_64-linux-gnu/libgpg-error.so.0.33.1
id dev=7:0 ino=579652 size=157768 mtime=1666124568.000000000 build-id=553b3a158bc28ebd0e96946cfe0dcdf35e85fb7e
range 0+157768
file /usr/libexec/emacs/28.2/x86_64-linux-gnu/emacs.pdmp
id dev=7:0 ino=153962 size=13629128 mtime=1740621127.000000000
range 0+13629128
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/frame-b40fc590-795a6ee7.eln
id dev=7:0 ino=151016 size=175016 mtime=1740621127.000000000 build-id=ecbba1c3aef198536f7a641ddb87e36f3957934e
range 0+175016
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/subr-13adf6a6-52874174.eln
id dev=7:0 ino=151069 size=438888 mtime=1740621127.000000000 build-id=87a269291f6783ab2cf27c492a7ad68f8f0aa8a9
range 0+438888
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/window-0d1b8b93-7ef4271a.eln
id dev=7:0 ino=151091 size=583752 mtime=1740621127.000000000 build-id=970bc6bb59c4d4d9d021f3985854c58c3ba4d6ff
range 0+393216 516096+67656
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/menu-bar-4f46ea94-aa922eb7.eln
id dev=7:0 ino=151039 size=162376 mtime=1740621127.000000000 build-id=8a300a44010a7b9414ecb87e5282d8ac64506864
range 0+162376
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/simple-fab5b0cf-6ad10fdf.eln
id dev=7:0 ino=151065 size=593736 mtime=1740621127.000000000 build-id=cc6b4cd62f5502e3dda042797cd30c2b0da0cda3
range 0+360448 524288+69448
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/cl-preloaded-6e6a1f4e-676e310d.eln
id dev=7:0 ino=150982 size=67424 mtime=1740621127.000000000 build-id=c8b627da73753f1167a75a970585d33b9cac10d0
range 0+67424
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/byte-run-79ff048e-f39f6766.eln
id dev=7:0 ino=150976 size=58504 mtime=1740621127.000000000 build-id=d2638defd90f59fcb944a6e6653005335b721e3d
range 0+58504
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/cl-generic-be68ad15-8492679b.eln
id dev=7:0 ino=150981 size=152256 mtime=1740621127.000000000 build-id=abec4552435b7064205619585fe8fb7a1c6e93f5
range 0+152256
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/custom-c166a157-21a7b692.eln
id dev=7:0 ino=150988 size=118400 mtime=1740621127.000000000 build-id=f0b35083aafd0f16fde1d72beb4c953031843b3f
range 0+118400
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/faces-b9447c93-82889945.eln
id dev=7:0 ino=151008 size=176904 mtime=1740621127.000000000 build-id=db0c1d395e2e6e64b67ccbead43d4fcb56e3754c
range 0+176904
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/backquote-d5b20f7c-6dfc6085.eln
id dev=7:0 ino=150971 size=23272 mtime=1740621127.000000000 build-id=439ed91def68860a3b63a995ce6bc34e54e9c69d
range 0+23272
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/jka-cmpr-hook-ff630d3e-cf32ebad.eln
id dev=7:0 ino=151030 size=39360 mtime=1740621127.000000000 build-id=4309ed65b1de537486f4ce87b72c234f570031b6
range 0+39360
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/files-1e8937b2-112bbda5.eln
id dev=7:0 ino=151009 size=465824 mtime=1740621127.000000000 build-id=470de2c6167668831806d7aa44e7b9dfe54ef745
range 0+303104 397312+68512
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/newcomment-678006bb-5c2db744.eln
id dev=7:0 ino=151049 size=89536 mtime=1740621127.000000000 build-id=4ddfd0c5b47c199854eacb950ff5d259f44aa040
range 0+89536
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/tabulated-list-552ba1e5-dea7ea48.eln
id dev=7:0 ino=151072 size=63808 mtime=1740621127.000000000 build-id=d8473ebfd15bc3302b60631327b2b726b2a853f8
range 0+63808
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/lisp-mode-410874a4-f46e8019.eln
id dev=7:0 ino=151035 size=87296 mtime=1740621127.000000000 build-id=10a58d0fddc4d90ec48084cf2abb5324d2978726
range 0+87296
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/bindings-d30713c5-1ec0133a.eln
id dev=7:0 ino=150972 size=78176 mtime=1740621127.000000000 build-id=4d95423f70515fe1d22716601f662c3c4e9b7dd1
range 0+78176
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/eldoc-d20a5fe9-7c460a66.eln
id dev=7:0 ino=150999 size=81992 mtime=1740621127.000000000 build-id=8e209aca66e45112b8c888d35f6e919121873690
range 0+81992
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/timer-3ee7cfd9-d5a7a198.eln
id dev=7:0 ino=151077 size=57152 mtime=1740621127.000000000 build-id=8ac0a2cd3b4002a25644f25d5de797f96049c5a9
range 0+57152
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/mule-cmds-c8553014-b81234cf.eln
id dev=7:0 ino=151044 size=183744 mtime=1740621127.000000000 build-id=ad0b2c1837914dc637bfaaa294fd15152c696b60
range 0+183744
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/mule-3352613d-82b9a969.eln
id dev=7:0 ino=151043 size=138184 mtime=1740621127.000000000 build-id=7bc1c17b37623353c05333da521c6bfd8ba65e7a
range 0+138184
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/tab-bar-f81d329c-b1a0a028.eln
id dev=7:0 ino=151071 size=175272 mtime=1740621127.000000000 build-id=3c9a5d10a1ddc288d8cabf75d87e3d5f019a6e6e
range 0+175272
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/syntax-bf4e4bc4-19987706.eln
id dev=7:0 ino=151070 size=74056 mtime=1740621127.000000000 build-id=adf22ad2ca58b6fbb820ec0b327bcd8c4382caad
range 0+74056
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/help-59d8049f-7f87ec76.eln
id dev=7:0 ino=151021 size=134144 mtime=1740621127.000000000 build-id=aed2b5e61a14d19900c70af1e3c50a9617cbfb2e
range 0+134144
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/nadvice-64630aaa-ba05cab3.eln
id dev=7:0 ino=151048 size=63872 mtime=1740621127.000000000 build-id=2ba81fbe7d96ee0e1194c6d8c5f2cab2d97f66b7
range 0+63872
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/macroexp-2c3e1495-bd75dae5.eln
id dev=7:0 ino=151037 size=61056 mtime=1740621127.000000000 build-id=4772174d074bbcd299e90ba0c6576672ee880175
range 0+61056
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/minibuffer-1b0f548b-ab128216.eln
id dev=7:0 ino=151040 size=260616 mtime=1740621127.000000000 build-id=60d329e7537538373e017c76212b8f98bdd86ca4
range 0+260616
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/indent-396b3792-9f9e085f.eln
id dev=7:0 ino=151023 size=56384 mtime=1740621127.000000000 build-id=86a3515f4aced064057b70d7be47748a38a0a142
range 0+56384
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/format-c5b23b0d-d3836422.eln
id dev=7:0 ino=151015 size=66720 mtime=1740621127.000000000 build-id=bc6b716c7385cb9cc392d752fc8280a20be6eb35
range 0+66720
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/version-025f5cb3-bd4807b6.eln
id dev=7:0 ino=151085 size=24416 mtime=1740621127.000000000 build-id=d7fee0713dbb89e9a5bdad6966a48114f8772a58
range 0+24416
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/vc-hooks-cfa0878e-11d65408.eln
id dev=7:0 ino=151084 size=64456 mtime=1740621127.000000000 build-id=ccadafe064b749e650719b011346ef14ec1f227a
range 0+64456
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/elisp-mode-90dbfe40-1f311227.eln
id dev=7:0 ino=151001 size=161256 mtime=1740621127.000000000 build-id=1f2efe522fdf9900b71dcd53873faac613d23100
range 0+161256
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/replace-fc551dbc-05a0e39a.eln
id dev=7:0 ino=151059 size=176776 mtime=1740621127.000000000 build-id=f016e58241c747403078c576e9b8381a20cc92ca
range 0+176776
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/text-mode-7f741068-4c001dd1.eln
id dev=7:0 ino=151074 size=29600 mtime=1740621127.000000000 build-id=cd1b5fd980fb4de5d0d8a5d2bfe7112ca6c85ed2
range 0+29600
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/abbrev-2af30c9a-81a91c7e.eln
id dev=7:0 ino=150970 size=93280 mtime=1740621127.000000000 build-id=72f20cf6b989d5e14f930db19f34f509648ae754
range 0+93280
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/paren-0f414553-8b8be879.eln
id dev=7:0 ino=151054 size=33216 mtime=1740621127.000000000 build-id=bd8e98b2f4bfbb1cd86b42888985a5188c3e7b7c
range 0+33216
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/characters-45232aae-96166841.eln
id dev=7:0 ino=150979 size=55272 mtime=1740621127.000000000 build-id=4eccad31fa0e91c04fca6464d4c20f550d88697d
range 0+55272
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/button-747c9d6e-948de613.eln
id dev=7:0 ino=150975 size=48064 mtime=1740621127.000000000 build-id=6a84ab32c2796a54a543bdeb23689a0507193960
range 0+48064
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/cus-face-74f1689e-1f20b9c1.eln
id dev=7:0 ino=150986 size=29088 mtime=1740621127.000000000 build-id=f2d27927cd4743b9cf7dcdb09bf16a878d7a3ff8
range 0+29088
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/startup-bbc6ea72-bcd348c9.eln
id dev=7:0 ino=151068 size=153728 mtime=1740621127.000000000 build-id=f0c44332211f3eb1ce362f7e3ffee9edd4c6d339
range 0+153728
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/env-72406999-a036d1f6.eln
id dev=7:0 ino=151003 size=25216 mtime=1740621127.000000000 build-id=5396a6aa40e2bab03ee31de05fde0b8e5a037312
range 0+25216
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/buff-menu-da4b0b04-65a249b6.eln
id dev=7:0 ino=150973 size=56576 mtime=1740621127.000000000 build-id=e18e8d5f3acd711a7ac75b5f31704e67027d42df
range 0+56576
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/mouse-15f283fa-977e43ed.eln
id dev=7:0 ino=151042 size=194952 mtime=1740621127.000000000 build-id=45e351fa43f1ff2406ea13ce52b811dce7a8bb79
range 0+194952
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/electric-a9ca6cdd-a7e0f805.eln
id dev=7:0 ino=151000 size=62016 mtime=1740621127.000000000 build-id=ec44d8e984864244e9287597c72cb6f471a64555
range 0+62016
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/fill-19d89c43-dadc9bfe.eln
id dev=7:0 ino=151010 size=72736 mtime=1740621127.000000000 build-id=a36648b624d5cf90ac8c5006cde744b53b532de1
range 0+72736
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/paragraphs-faf2e9b4-0657e1b8.eln
id dev=7:0 ino=151053 size=42208 mtime=1740621127.000000000 build-id=16b0b7151eaf4c9abae87b3085872b7b94dcf755
range 0+42208
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/isearch-693bdd75-112ee0aa.eln
id dev=7:0 ino=151026 size=291912 mtime=1740621127.000000000 build-id=e316ca58caa4c3a623f899e8dfbc42d4480b644d
range 0+217088 221184+70728
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/lisp-1e88867d-9eeed7b1.eln
id dev=7:0 ino=151034 size=63176 mtime=1740621127.000000000 build-id=6fdf4691da3ec26d90259244212293453e3457ca
range 0+63176
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/tty-colors-b7804baf-6cde262b.eln
id dev=7:0 ino=151080 size=51264 mtime=1740621127.000000000 build-id=b84fceb28b25042915156799268dc0411120f782
range 0+51264
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/font-lock-895216f6-cc190dd0.eln
id dev=7:0 ino=151013 size=119776 mtime=1740621127.000000000 build-id=056a5ab4434159f06a36352f4408ef8e2b560767
range 0+119776
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/jit-lock-8a988e43-703cd7fb.eln
id dev=7:0 ino=151029 size=55744 mtime=1740621127.000000000 build-id=5d4865bde3deb343f99735c7d197a56c63cd23d9
range 0+55744
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/obarray-318a5d56-6312b83b.eln
id dev=7:0 ino=151051 size=16320 mtime=1740621127.000000000 build-id=db7496fb5d27961b0a1e4c57b471f4f2a0281dee
range 0+16320
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/font-core-c3bff1fd-4e71b802.eln
id dev=7:0 ino=151012 size=31104 mtime=1740621127.000000000 build-id=1470048ad9c3d9d0a0eaa1d88be2ffff0e5c1585
range 0+31104
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/shorthands-1dc1e95e-d80e00b1.eln
id dev=7:0 ino=151064 size=16256 mtime=1740621127.000000000 build-id=fcd835dd39e06b51b2ae816e878af9a058ba969a
range 0+16256
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/cus-start-26315480-6f2c6ee4.eln
id dev=7:0 ino=150987 size=38144 mtime=1740621127.000000000 build-id=263c1213db212a29dc0ff9a7f49c15ececbcf0ef
range 0+38144
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/epa-hook-99ab3afb-fb4d9944.eln
id dev=7:0 ino=151004 size=20448 mtime=1740621127.000000000 build-id=fb144ef5008af05b98301fe7dd73ab2b47abb20f
range 0+20448
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/rfn-eshadow-25788e78-8301b6e7.eln
id dev=7:0 ino=151060 size=26464 mtime=1740621127.000000000 build-id=affbb3fe7d1dd8f95cb4f017bab7ab3a7cd6c6dd
range 0+26464
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/tooltip-29462ede-9b69d110.eln
id dev=7:0 ino=151079 size=40736 mtime=1740621127.000000000 build-id=33c2dff68d36d407c223238e54c25e6c0031dde6
range 0+40736
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/select-784d9bb7-76b5ba01.eln
id dev=7:0 ino=151063 size=49056 mtime=1740621127.000000000 build-id=791953c8cf404dfb0cb92f70689bcf099cbf705f
range 0+49056
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/easymenu-1fb41c0e-a3d158eb.eln
id dev=7:0 ino=150997 size=55808 mtime=1740621127.000000000 build-id=2d19a1de64303b44176a0ac5237ff6530d017126
range 0+55808
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/composite-beea1fd5-a138288c.eln
id dev=7:0 ino=150984 size=75936 mtime=1740621127.000000000 build-id=b3998f2c22baea8dbf4fc9b9844ca64cb04a946d
range 0+75936
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/prog-mode-642b2411-5527e18b.eln
id dev=7:0 ino=151056 size=42952 mtime=1740621127.000000000 build-id=d4be36dec06305e4df4972c55ac17ce2c803e109
range 0+42952
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/register-80045398-0b6b944f.eln
id dev=7:0 ino=151058 size=72992 mtime=1740621127.000000000 build-id=e76763f27e082c5102134277fad3c3e0b932bb4a
range 0+72992
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/uniquify-0fb233ac-3d9c1e3a.eln
id dev=7:0 ino=151082 size=46464 mtime=1740621127.000000000 build-id=6dcd3d9e53be2060e85e203fd774e120efb004b2
range 0+46464
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/case-table-3a8e2808-be7656d4.eln
id dev=7:0 ino=150977 size=22784 mtime=1740621127.000000000 build-id=757fca050bf1c85100692caea8b16b51a4331234
range 0+22784
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/european-369de593-50f45db2.eln
id dev=7:0 ino=151007 size=33728 mtime=1740621127.000000000 build-id=b4acd480f6d6aad28af039b48d59e67471ddc809
range 0+33728
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/page-ee7241cc-572c9d55.eln
id dev=7:0 ino=151052 size=21312 mtime=1740621127.000000000 build-id=74e7b5e47a06656e1c1f71bc9f4708d6dca26f56
range 0+21312
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/iso-transl-466860a2-4197968b.eln
id dev=7:0 ino=151027 size=19456 mtime=1740621127.000000000 build-id=bc80eb812724e0c7bc0986f2b25e2fe6643709ed
range 0+19456
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/misc-lang-7cb33d20-69eb6148.eln
id dev=7:0 ino=151041 size=22752 mtime=1740621127.000000000 build-id=b6d6a754b5bcf50c577afbe9ff4ea5912bd964c3
range 0+22752
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/map-ynp-990591b5-85f28521.eln
id dev=7:0 ino=151038 size=33160 mtime=1740621127.000000000 build-id=8eb3b4d757db743dd1e819287fd154153b0cff34
range 0+33160
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/indian-0c4ce628-a85c69d1.eln
id dev=7:0 ino=151024 size=22848 mtime=1740621127.000000000 build-id=37e4882e33542326221498f718c67a61b2f42cf3
range 0+22848
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/hebrew-b9ed6a0d-8863a58f.eln
id dev=7:0 ino=151020 size=21896 mtime=1740621127.000000000 build-id=00a67ff56d189c08413baf1a80b30b282ac73177
range 0+21896
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/widget-5b69ebb0-655fe9ef.eln
id dev=7:0 ino=151090 size=16096 mtime=1740621127.000000000 build-id=25d69193710d88b0f2bf5b76f978ed15694ae48f
range 0+16096
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
range 0+65536 204800+61440
file /usr/share/zoneinfo/Etc/UTC
id dev=7:0 ino=296647 size=114 mtime=1756065323.000000000
range 0+114
file /etc/nsswitch.conf
id dev=7:0 ino=390904 size=526 mtime=1750775953.000000000
range 0+526
file /etc/passwd
id dev=7:0 ino=390925 size=1221 mtime=1779294449.000000000
range 0+1221
file /usr/share/emacs/28.2/site-lisp/subdirs.el
id dev=7:0 ino=183458 size=106 mtime=1740621127.000000000
range 0+106
file /usr/share/emacs/site-lisp/subdirs.el
id dev=7:0 ino=179407 size=106 mtime=1740621127.000000000
range 0+106
file /usr/share/emacs/28.2/lisp/subdirs.el
id dev=7:0 ino=182468 size=478 mtime=1740621127.000000000
range 0+478
file /usr/share/X11/locale/locale.alias
id dev=7:0 ino=171068 size=76784 mtime=1696323152.000000000
range 0+76784
file /usr/share/emacs/28.2/lisp/international/uni-special-uppercase.el
id dev=7:0 ino=180666 size=6901 mtime=1740621127.000000000
range 0+6901
file /usr/share/emacs/28.2/lisp/simple.elc
id dev=7:0 ino=182460 size=341452 mtime=1740621127.000000000
file /usr/share/emacs/28.2/lisp/simple.el.gz
id dev=7:0 ino=181883 size=111406 mtime=1740621127.000000000
range 0+111406
file /usr/share/emacs/site-lisp/debian-startup.elc
id dev=7:0 ino=179409 size=2171 mtime=1795689680.975799262
range 0+2171
file /usr/share/emacsen-common/debian-startup.el
id dev=7:0 ino=308430 size=4707 mtime=1526231576.000000000
range 0+4707
file /etc/emacs/site-start.d/00debian.el
id dev=7:0 ino=391459 size=584 mtime=1740621127.000000000
range 0+584
file /etc/emacs/site-start.d/50autoconf.el
id dev=7:0 ino=391460 size=729 mtime=1608459410.000000000
range 0+729
file /etc/emacs/site-start.d/50dictionaries-common.el
id dev=7:0 ino=391458 size=1849 mtime=1678828651.000000000
range 0+1849
file /usr/share/emacs/site-lisp/dictionaries-common/debian-ispell.elc
id dev=7:0 ino=179414 size=13216 mtime=1795689681.086775924
range 0+13216
file /usr/share/dictionaries-common/site-elisp/debian-ispell.el
id dev=7:0 ino=308438 size=21752 mtime=1678828651.000000000
range 0+21752
file /var/cache/dictionaries-common/emacsen-ispell-default.el
id dev=7:0 ino=391711 size=173 mtime=1795689685.277816122
range 0+173
file /var/cache/dictionaries-common/emacsen-ispell-dicts.el
id dev=7:0 ino=391704 size=1197 mtime=1795689685.308894936
range 0+1197
file /usr/share/emacs/28.2/lisp/cus-edit.elc
id dev=7:0 ino=182270 size=149646 mtime=1740621127.000000000
range 0+149646
file /usr/share/emacs/28.2/lisp/cus-edit.el.gz
id dev=7:0 ino=179912 size=44768 mtime=1665360083.000000000
range 0+44768
file /usr/share/emacs/28.2/lisp/wid-edit.elc
id dev=7:0 ino=182504 size=112586 mtime=1740621127.000000000
range 0+112586
file /usr/share/emacs/28.2/lisp/wid-edit.el.gz
id dev=7:0 ino=182227 size=35104 mtime=1665360083.000000000
range 0+35104
file /usr/share/emacs/28.2/lisp/emacs-lisp/cl-lib.elc
id dev=7:0 ino=180058 size=19802 mtime=1740621127.000000000
file /usr/share/emacs/28.2/lisp/emacs-lisp/cl-lib.el.gz
id dev=7:0 ino=179964 size=6962 mtime=1665360083.000000000
range 0+6962
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/cl-lib-8b938900-82325715.eln
id dev=7:0 ino=150961 size=54656 mtime=1740621127.000000000 build-id=8916ace21e177ef06aa75b3b818b0f458f67ead9
range 0+54656
file /usr/share/emacs/28.2/lisp/emacs-lisp/cl-loaddefs.el
id dev=7:0 ino=180059 size=49374 mtime=1740621127.000000000
range 0+49374
file /usr/share/emacs/28.2/lisp/cus-load.el
id dev=7:0 ino=182272 size=90489 mtime=1740621127.000000000
range 0+90489
file /usr/share/emacs/28.2/lisp/cus-start.elc
id dev=7:0 ino=182273 size=22938 mtime=1740621127.000000000
file /usr/share/emacs/28.2/lisp/cus-start.el.gz
id dev=7:0 ino=179914 size=9378 mtime=1665360083.000000000
range 0+9378
file /usr/share/emacs/28.2/lisp/emacs-lisp/pp.elc
id dev=7:0 ino=180111 size=5225 mtime=1740621127.000000000
range 0+5225
file /usr/share/emacs/28.2/lisp/emacs-lisp/pp.el.gz
id dev=7:0 ino=180015 size=2371 mtime=1665360083.000000000
range 0+2371
file /usr/share/emacs/28.2/lisp/emacs-lisp/regexp-opt.elc
id dev=7:0 ino=180114 size=5875 mtime=1740621127.000000000
file /usr/share/emacs/28.2/lisp/emacs-lisp/regexp-opt.el.gz
id dev=7:0 ino=180018 size=4567 mtime=1665360083.000000000
range 0+4567
file /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/regexp-opt-d2355c94-5f9416fe.eln
id dev=7:0 ino=151057 size=23880 mtime=1740621127.000000000 build-id=900b38e9eb17fcefb6b92e229abdb9aa150afa24
range 0+23880
file /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/hello.c
id dev=7:1 ino=393223 size=61 mtime=1795765485.133749291
range 0+61
file /usr/share/emacs/28.2/lisp/progmodes/cc-mode.elc
id dev=7:0 ino=181786 size=254073 mtime=1740621127.000000000
range 0+254073
file /usr/share/emacs/28.2/lisp/progmodes/cc-mode.el.gz
id dev=7:0 ino=181701 size=32763 mtime=1665360083.000000000
range 0+32763
file /usr/share/emacs/28.2/lisp/progmodes/cc-defs.elc
id dev=7:0 ino=181780 size=69671 mtime=1740621127.000000000
range 0+69671
file /usr/share/emacs/28.2/lisp/progmodes/cc-defs.el.gz
id dev=7:0 ino=181695 size=28437 mtime=1665360083.000000000
range 0+28437
file /usr/share/emacs/28.2/lisp/progmodes/cc-vars.elc
id dev=7:0 ino=181788 size=80962 mtime=1740621127.000000000
range 0+80962
file /usr/share/emacs/28.2/lisp/progmodes/cc-vars.el.gz
id dev=7:0 ino=181703 size=21997 mtime=1665360083.000000000
range 0+21997
file /usr/share/emacs/28.2/lisp/progmodes/cc-engine.elc
id dev=7:0 ino=181781 size=257599 mtime=1740621127.000000000
range 0+257599
file /usr/share/emacs/28.2/lisp/progmodes/cc-engine.el.gz
id dev=7:0 ino=181696 size=145712 mtime=1665360083.000000000
range 0+145712
file /usr/share/emacs/28.2/lisp/progmodes/cc-styles.elc
id dev=7:0 ino=181787 size=16456 mtime=1740621127.000000000
range 0+16456
file /usr/share/emacs/28.2/lisp/progmodes/cc-styles.el.gz
id dev=7:0 ino=181702 size=7468 mtime=1665360083.000000000
range 0+7468
file /usr/share/emacs/28.2/lisp/progmodes/cc-align.elc
id dev=7:0 ino=181776 size=41720 mtime=1740621127.000000000
range 0+41720
file /usr/share/emacs/28.2/lisp/progmodes/cc-align.el.gz
id dev=7:0 ino=181691 size=14529 mtime=1665360083.000000000
range 0+14529
file /usr/share/emacs/28.2/lisp/progmodes/cc-cmds.elc
id dev=7:0 ino=181779 size=102776 mtime=1740621127.000000000
range 0+102776
file /usr/share/emacs/28.2/lisp/progmodes/cc-cmds.el.gz
id dev=7:0 ino=181694 size=48288 mtime=1665360083.000000000
range 0+48288
file /usr/share/emacs/28.2/lisp/progmodes/cc-menus.elc
id dev=7:0 ino=181785 size=7782 mtime=1740621127.000000000
range 0+7782
file /usr/share/emacs/28.2/lisp/progmodes/cc-menus.el.gz
id dev=7:0 ino=181700 size=5322 mtime=1665360083.000000000
range 0+5322
file /usr/share/emacs/28.2/lisp/progmodes/cc-guess.elc
id dev=7:0 ino=181783 size=13340 mtime=1740621127.000000000
range 0+13340
file /usr/share/emacs/28.2/lisp/progmodes/cc-guess.el.gz
id dev=7:0 ino=181698 size=5997 mtime=1665360083.000000000
range 0+5997
file /usr/share/emacs/28.2/lisp/progmodes/cc-fonts.elc
id dev=7:0 ino=181782 size=158181 mtime=1740621127.000000000
range 0+158181
file /usr/share/emacs/28.2/lisp/progmodes/cc-fonts.el.gz
id dev=7:0 ino=181697 size=30678 mtime=1665360083.000000000
range 0+30678
lookup /etc/ld.so.preload
lookup /lib/x86_64-linux-gnu/libasound.so.2 ino=579396
lookup /lib/x86_64-linux-gnu/libacl.so.1 ino=579378
lookup /lib/x86_64-linux-gnu/libdbus-1.so.3 ino=579497
lookup /lib/x86_64-linux-gnu/libxml2.so.2 ino=580075
lookup /lib/x86_64-linux-gnu/libgpm.so.2 ino=579653
lookup /lib/x86_64-linux-gnu/libtinfo.so.6 ino=579987
lookup /lib/x86_64-linux-gnu/libselinux.so.1 ino=579929
lookup /lib/x86_64-linux-gnu/libgnutls.so.30 ino=579640
lookup /lib/x86_64-linux-gnu/liblcms2.so.2 ino=579751
lookup /lib/x86_64-linux-gnu/libm.so.6 ino=579765
lookup /lib/x86_64-linux-gnu/libz.so.1 ino=580121
lookup /lib/x86_64-linux-gnu/libsystemd.so.0 ino=581629
lookup /lib/x86_64-linux-gnu/libjansson.so.4 ino=579726
lookup /lib/x86_64-linux-gnu/libgmp.so.10 ino=579624
lookup /lib/x86_64-linux-gnu/libgccjit.so.0 ino=581628
lookup /lib/x86_64-linux-gnu/libc.so.6 ino=579449
lookup /lib/x86_64-linux-gnu/libicuuc.so.72 ino=579712
lookup /lib/x86_64-linux-gnu/liblzma.so.5 ino=579761
lookup /lib/x86_64-linux-gnu/libpcre2-8.so.0 ino=581631
lookup /lib/x86_64-linux-gnu/libp11-kit.so.0 ino=579840
lookup /lib/x86_64-linux-gnu/libidn2.so.0 ino=579716
lookup /lib/x86_64-linux-gnu/libunistring.so.2 ino=580008
lookup /lib/x86_64-linux-gnu/libtasn1.so.6 ino=579964
lookup /lib/x86_64-linux-gnu/libnettle.so.8 ino=579806
lookup /lib/x86_64-linux-gnu/libhogweed.so.6 ino=579688
lookup /lib/x86_64-linux-gnu/libcap.so.2 ino=579460
lookup /lib/x86_64-linux-gnu/libgcrypt.so.20 ino=579592
lookup /lib/x86_64-linux-gnu/libzstd.so.1 ino=580125
lookup /lib/x86_64-linux-gnu/liblz4.so.1 ino=579757
lookup /lib/x86_64-linux-gnu/libisl.so.23 ino=579722
lookup /lib/x86_64-linux-gnu/libmpc.so.3 ino=579787
lookup /lib/x86_64-linux-gnu/libmpfr.so.6 ino=579789
lookup /lib/x86_64-linux-gnu/libicudata.so.72 ino=579692
lookup /lib/x86_64-linux-gnu/libstdc++.so.6 ino=579958
lookup /lib/x86_64-linux-gnu/libgcc_s.so.1 ino=579588
lookup /lib/x86_64-linux-gnu/libffi.so.8 ino=579553
lookup /lib/x86_64-linux-gnu/libgpg-error.so.0 ino=579652
lookup /etc/gnutls/config
lookup /etc/selinux/config
lookup /usr/local/sbin/emacs
lookup /usr/local/bin/emacs
lookup /usr/sbin/emacs
lookup /usr/bin/emacs ino=521283
lookup /usr ino=520193
lookup /usr/bin ino=520194
lookup /etc ino=390145
lookup /etc/alternatives ino=390190
lookup /etc/alternatives/emacs ino=521283
lookup /usr/bin/emacs-nox.pdmp
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/frame-b40fc590-795a6ee7.eln ino=151016
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/subr-13adf6a6-52874174.eln ino=151069
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/window-0d1b8b93-7ef4271a.eln ino=151091
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/menu-bar-4f46ea94-aa922eb7.eln ino=151039
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/simple-fab5b0cf-6ad10fdf.eln ino=151065
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/cl-preloaded-6e6a1f4e-676e310d.eln ino=150982
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/byte-run-79ff048e-f39f6766.eln ino=150976
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/cl-generic-be68ad15-8492679b.eln ino=150981
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/custom-c166a157-21a7b692.eln ino=150988
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/faces-b9447c93-82889945.eln ino=151008
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/backquote-d5b20f7c-6dfc6085.eln ino=150971
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/jka-cmpr-hook-ff630d3e-cf32ebad.eln ino=151030
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/files-1e8937b2-112bbda5.eln ino=151009
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/newcomment-678006bb-5c2db744.eln ino=151049
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/tabulated-list-552ba1e5-dea7ea48.eln ino=151072
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/lisp-mode-410874a4-f46e8019.eln ino=151035
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/bindings-d30713c5-1ec0133a.eln ino=150972
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/eldoc-d20a5fe9-7c460a66.eln ino=150999
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/timer-3ee7cfd9-d5a7a198.eln ino=151077
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/mule-cmds-c8553014-b81234cf.eln ino=151044
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/mule-3352613d-82b9a969.eln ino=151043
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/tab-bar-f81d329c-b1a0a028.eln ino=151071
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/syntax-bf4e4bc4-19987706.eln ino=151070
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/help-59d8049f-7f87ec76.eln ino=151021
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/nadvice-64630aaa-ba05cab3.eln ino=151048
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/macroexp-2c3e1495-bd75dae5.eln ino=151037
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/minibuffer-1b0f548b-ab128216.eln ino=151040
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/indent-396b3792-9f9e085f.eln ino=151023
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/format-c5b23b0d-d3836422.eln ino=151015
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/version-025f5cb3-bd4807b6.eln ino=151085
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/vc-hooks-cfa0878e-11d65408.eln ino=151084
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/elisp-mode-90dbfe40-1f311227.eln ino=151001
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/replace-fc551dbc-05a0e39a.eln ino=151059
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/text-mode-7f741068-4c001dd1.eln ino=151074
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/abbrev-2af30c9a-81a91c7e.eln ino=150970
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/paren-0f414553-8b8be879.eln ino=151054
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/characters-45232aae-96166841.eln ino=150979
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/button-747c9d6e-948de613.eln ino=150975
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/cus-face-74f1689e-1f20b9c1.eln ino=150986
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/startup-bbc6ea72-bcd348c9.eln ino=151068
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/env-72406999-a036d1f6.eln ino=151003
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/buff-menu-da4b0b04-65a249b6.eln ino=150973
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/mouse-15f283fa-977e43ed.eln ino=151042
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/electric-a9ca6cdd-a7e0f805.eln ino=151000
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/fill-19d89c43-dadc9bfe.eln ino=151010
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/paragraphs-faf2e9b4-0657e1b8.eln ino=151053
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/isearch-693bdd75-112ee0aa.eln ino=151026
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/lisp-1e88867d-9eeed7b1.eln ino=151034
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/tty-colors-b7804baf-6cde262b.eln ino=151080
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/font-lock-895216f6-cc190dd0.eln ino=151013
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/jit-lock-8a988e43-703cd7fb.eln ino=151029
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/obarray-318a5d56-6312b83b.eln ino=151051
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/font-core-c3bff1fd-4e71b802.eln ino=151012
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/shorthands-1dc1e95e-d80e00b1.eln ino=151064
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/cus-start-26315480-6f2c6ee4.eln ino=150987
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/epa-hook-99ab3afb-fb4d9944.eln ino=151004
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/rfn-eshadow-25788e78-8301b6e7.eln ino=151060
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/tooltip-29462ede-9b69d110.eln ino=151079
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/select-784d9bb7-76b5ba01.eln ino=151063
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/easymenu-1fb41c0e-a3d158eb.eln ino=150997
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/composite-beea1fd5-a138288c.eln ino=150984
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/prog-mode-642b2411-5527e18b.eln ino=151056
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/register-80045398-0b6b944f.eln ino=151058
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/uniquify-0fb233ac-3d9c1e3a.eln ino=151082
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/case-table-3a8e2808-be7656d4.eln ino=150977
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/european-369de593-50f45db2.eln ino=151007
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/page-ee7241cc-572c9d55.eln ino=151052
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/iso-transl-466860a2-4197968b.eln ino=151027
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/misc-lang-7cb33d20-69eb6148.eln ino=151041
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/map-ynp-990591b5-85f28521.eln ino=151038
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/indian-0c4ce628-a85c69d1.eln ino=151024
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/hebrew-b9ed6a0d-8863a58f.eln ino=151020
lookup /usr/bin/../lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/widget-5b69ebb0-655fe9ef.eln ino=151090
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/. ino=393218
lookup /work/main ino=5308427
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
lookup /usr/bin/lib-src
lookup /usr/lib-src
lookup /etc/alternatives/lib-src
lookup /etc/lib-src
lookup /usr/share/emacs/28.2/etc/NEWS ino=182528
lookup /usr/libexec/emacs/28.2/x86_64-linux-gnu/./. ino=153959
lookup /usr/share/emacs/28.2/etc/./. ino=182516
lookup /usr/share/emacs/28.2/lisp/./. ino=179416
lookup /usr/share/emacs/28.2/etc/charsets/./. ino=182547
lookup /etc/localtime ino=296647
lookup / ino=2
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/emacs-record-replay-w7ga9y60/.emacs.d/.
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/emacs-record-replay-w7ga9y60/.emacs
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/emacs-record-replay-w7ga9y60/.config/emacs/.
lookup /etc/emacs/subdirs.el
lookup /etc/emacs/leim-list.el
lookup /usr/local/share/emacs/28.2/site-lisp/subdirs.el
lookup /usr/local/share/emacs/28.2/site-lisp/leim-list.el
lookup /usr/local/share/emacs/site-lisp/subdirs.el
lookup /usr/local/share/emacs/site-lisp/leim-list.el
lookup /usr/share/emacs/28.2/site-lisp ino=183457
lookup /usr/share/emacs/28.2/site-lisp/leim-list.el
lookup /usr/share/emacs/site-lisp ino=179399
lookup /usr/share/emacs/site-lisp/autoconf/.nosearch
lookup /usr/share/emacs/site-lisp/dictionaries-common/.nosearch ino=179412
lookup /usr/share/emacs/site-lisp/llvm-14/.nosearch
lookup /usr/share/emacs/site-lisp/autoconf ino=179404
lookup /usr/share/emacs/site-lisp/llvm-14 ino=179400
lookup /usr/share/emacs/site-lisp/leim-list.el
lookup /usr/share/emacs/site-lisp/autoconf/subdirs.el
lookup /usr/share/emacs/site-lisp/autoconf/leim-list.el
lookup /usr/share/emacs/site-lisp/llvm-14/subdirs.el
lookup /usr/share/emacs/site-lisp/llvm-14/leim-list.el
lookup /usr/share/emacs/28.2/lisp/vc/subdirs.el
lookup /usr/share/emacs/28.2/lisp/url/subdirs.el
lookup /usr/share/emacs/28.2/lisp/textmodes/subdirs.el
lookup /usr/share/emacs/28.2/lisp/progmodes/subdirs.el
lookup /usr/share/emacs/28.2/lisp/play/subdirs.el
lookup /usr/share/emacs/28.2/lisp/org/subdirs.el
lookup /usr/share/emacs/28.2/lisp/nxml/subdirs.el
lookup /usr/share/emacs/28.2/lisp/net/subdirs.el
lookup /usr/share/emacs/28.2/lisp/mh-e/subdirs.el
lookup /usr/share/emacs/28.2/lisp/mail/subdirs.el
lookup /usr/share/emacs/28.2/lisp/leim/subdirs.el
lookup /usr/share/emacs/28.2/lisp/language/subdirs.el
lookup /usr/share/emacs/28.2/lisp/international/subdirs.el
lookup /usr/share/emacs/28.2/lisp/image/subdirs.el
lookup /usr/share/emacs/28.2/lisp/gnus/subdirs.el
lookup /usr/share/emacs/28.2/lisp/eshell/subdirs.el
lookup /usr/share/emacs/28.2/lisp/erc/subdirs.el
lookup /usr/share/emacs/28.2/lisp/emulation/subdirs.el
lookup /usr/share/emacs/28.2/lisp/emacs-lisp/subdirs.el
lookup /usr/share/emacs/28.2/lisp/cedet/subdirs.el
lookup /usr/share/emacs/28.2/lisp/calendar/subdirs.el
lookup /usr/share/emacs/28.2/lisp/calc/subdirs.el
lookup /usr/share/emacs/28.2/lisp/obsolete/subdirs.el
lookup /etc/emacs/international/uni-special-uppercase.el
lookup /usr/local/share/emacs/28.2/site-lisp/international/uni-special-uppercase.el
lookup /usr/local/share/emacs/site-lisp/international/uni-special-uppercase.el
lookup /usr/share/emacs/28.2/site-lisp/international/uni-special-uppercase.el
lookup /usr/share/emacs/site-lisp/international/uni-special-uppercase.el
lookup /usr/share/emacs/site-lisp/autoconf/international/uni-special-uppercase.el
lookup /usr/share/emacs/site-lisp/llvm-14/international/uni-special-uppercase.el
lookup /work/main/. ino=5308427
lookup /etc/emacs/simple.so
lookup /etc/emacs/simple.so.gz
lookup /etc/emacs/simple.elc
lookup /etc/emacs/simple.elc.gz
lookup /etc/emacs/simple.el
lookup /etc/emacs/simple.el.gz
lookup /usr/local/share/emacs/28.2/site-lisp/simple.so
lookup /usr/local/share/emacs/28.2/site-lisp/simple.so.gz
lookup /usr/local/share/emacs/28.2/site-lisp/simple.elc
lookup /usr/local/share/emacs/28.2/site-lisp/simple.elc.gz
lookup /usr/local/share/emacs/28.2/site-lisp/simple.el
lookup /usr/local/share/emacs/28.2/site-lisp/simple.el.gz
lookup /usr/local/share/emacs/site-lisp/simple.so
lookup /usr/local/share/emacs/site-lisp/simple.so.gz
lookup /usr/local/share/emacs/site-lisp/simple.elc
lookup /usr/local/share/emacs/site-lisp/simple.elc.gz
lookup /usr/local/share/emacs/site-lisp/simple.el
lookup /usr/local/share/emacs/site-lisp/simple.el.gz
lookup /usr/share/emacs/28.2/site-lisp/simple.so
lookup /usr/share/emacs/28.2/site-lisp/simple.so.gz
lookup /usr/share/emacs/28.2/site-lisp/simple.elc
lookup /usr/share/emacs/28.2/site-lisp/simple.elc.gz
lookup /usr/share/emacs/28.2/site-lisp/simple.el
lookup /usr/share/emacs/28.2/site-lisp/simple.el.gz
lookup /usr/share/emacs/site-lisp/simple.so
lookup /usr/share/emacs/site-lisp/simple.so.gz
lookup /usr/share/emacs/site-lisp/simple.elc
lookup /usr/share/emacs/site-lisp/simple.elc.gz
lookup /usr/share/emacs/site-lisp/simple.el
lookup /usr/share/emacs/site-lisp/simple.el.gz
lookup /usr/share/emacs/site-lisp/autoconf/simple.so
lookup /usr/share/emacs/site-lisp/autoconf/simple.so.gz
lookup /usr/share/emacs/site-lisp/autoconf/simple.elc
lookup /usr/share/emacs/site-lisp/autoconf/simple.elc.gz
lookup /usr/share/emacs/site-lisp/autoconf/simple.el
lookup /usr/share/emacs/site-lisp/autoconf/simple.el.gz
lookup /usr/share/emacs/site-lisp/llvm-14/simple.so
lookup /usr/share/emacs/site-lisp/llvm-14/simple.so.gz
lookup /usr/share/emacs/site-lisp/llvm-14/simple.elc
lookup /usr/share/emacs/site-lisp/llvm-14/simple.elc.gz
lookup /usr/share/emacs/site-lisp/llvm-14/simple.el
lookup /usr/share/emacs/site-lisp/llvm-14/simple.el.gz
lookup /usr/share/emacs/28.2/lisp/simple.so
lookup /usr/share/emacs/28.2/lisp/simple.so.gz
lookup /usr/share/emacs/28.2/lisp/simple.el
lookup /usr/share ino=170905
lookup /usr/share/emacs ino=179398
lookup /usr/share/emacs/28.2 ino=179415
lookup /usr/share/emacs/28.2/lisp ino=179416
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/emacs-record-replay-w7ga9y60/.emacs.d/eln-cache/28.2-6ac46776/simple-fab5b0cf-6ad10fdf.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/simple-fab5b0cf-6ad10fdf.eln
lookup /usr/share/emacs/28.2/lisp/. ino=179416
lookup /usr/local/sbin/ssh
lookup /usr/local/bin/ssh
lookup /usr/sbin/ssh
lookup /usr/bin/ssh ino=520991
lookup /var/mail ino=399717
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/emacs-record-replay-w7ga9y60/.emacs.d/abbrev_defs
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/emacs-record-replay-w7ga9y60/.abbrev_defs
lookup /etc/emacs/debian-startup.so
lookup /etc/emacs/debian-startup.so.gz
lookup /etc/emacs/debian-startup.elc
lookup /etc/emacs/debian-startup.elc.gz
lookup /etc/emacs/debian-startup.el
lookup /etc/emacs/debian-startup.el.gz
lookup /etc/emacs/debian-startup
lookup /etc/emacs/debian-startup.gz
lookup /usr/local/share/emacs/28.2/site-lisp/debian-startup.so
lookup /usr/local/share/emacs/28.2/site-lisp/debian-startup.so.gz
lookup /usr/local/share/emacs/28.2/site-lisp/debian-startup.elc
lookup /usr/local/share/emacs/28.2/site-lisp/debian-startup.elc.gz
lookup /usr/local/share/emacs/28.2/site-lisp/debian-startup.el
lookup /usr/local/share/emacs/28.2/site-lisp/debian-startup.el.gz
lookup /usr/local/share/emacs/28.2/site-lisp/debian-startup
lookup /usr/local/share/emacs/28.2/site-lisp/debian-startup.gz
lookup /usr/local/share/emacs/site-lisp/debian-startup.so
lookup /usr/local/share/emacs/site-lisp/debian-startup.so.gz
lookup /usr/local/share/emacs/site-lisp/debian-startup.elc
lookup /usr/local/share/emacs/site-lisp/debian-startup.elc.gz
lookup /usr/local/share/emacs/site-lisp/debian-startup.el
lookup /usr/local/share/emacs/site-lisp/debian-startup.el.gz
lookup /usr/local/share/emacs/site-lisp/debian-startup
lookup /usr/local/share/emacs/site-lisp/debian-startup.gz
lookup /usr/share/emacs/28.2/site-lisp/debian-startup.so
lookup /usr/share/emacs/28.2/site-lisp/debian-startup.so.gz
lookup /usr/share/emacs/28.2/site-lisp/debian-startup.elc
lookup /usr/share/emacs/28.2/site-lisp/debian-startup.elc.gz
lookup /usr/share/emacs/28.2/site-lisp/debian-startup.el
lookup /usr/share/emacs/28.2/site-lisp/debian-startup.el.gz
lookup /usr/share/emacs/28.2/site-lisp/debian-startup
lookup /usr/share/emacs/28.2/site-lisp/debian-startup.gz
lookup /usr/share/emacs/site-lisp/debian-startup.so
lookup /usr/share/emacs/site-lisp/debian-startup.so.gz
lookup /usr/share/emacs/site-lisp/debian-startup.el ino=308430
lookup /usr/share/emacsen-common ino=308429
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/emacs-record-replay-w7ga9y60/.emacs.d/eln-cache/28.2-6ac46776/debian-startup-709b84bb-734d0b9f.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/debian-startup-709b84bb-734d0b9f.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/debian-startup-709b84bb-734d0b9f.eln
lookup /etc/emacs/site-start.d/00debian.so
lookup /etc/emacs/site-start.d/00debian.so.gz
lookup /etc/emacs/site-start.d/00debian.elc
lookup /etc/emacs/site-start.d/00debian.elc.gz
lookup /etc/mailname
lookup /etc/emacs/site-start.d/50autoconf.so
lookup /etc/emacs/site-start.d/50autoconf.so.gz
lookup /etc/emacs/site-start.d/50autoconf.elc
lookup /etc/emacs/site-start.d/50autoconf.elc.gz
lookup /etc/emacs/site-start.d/50dictionaries-common.so
lookup /etc/emacs/site-start.d/50dictionaries-common.so.gz
lookup /etc/emacs/site-start.d/50dictionaries-common.elc
lookup /etc/emacs/site-start.d/50dictionaries-common.elc.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/debian-ispell.el ino=308438
lookup /etc/emacs/site-start.d/debian-ispell.so
lookup /etc/emacs/site-start.d/debian-ispell.so.gz
lookup /etc/emacs/site-start.d/debian-ispell.elc
lookup /etc/emacs/site-start.d/debian-ispell.elc.gz
lookup /etc/emacs/site-start.d/debian-ispell.el
lookup /etc/emacs/site-start.d/debian-ispell.el.gz
lookup /etc/emacs/site-start.d/debian-ispell
lookup /etc/emacs/site-start.d/debian-ispell.gz
lookup /etc/emacs/debian-ispell.so
lookup /etc/emacs/debian-ispell.so.gz
lookup /etc/emacs/debian-ispell.elc
lookup /etc/emacs/debian-ispell.elc.gz
lookup /etc/emacs/debian-ispell.el
lookup /etc/emacs/debian-ispell.el.gz
lookup /etc/emacs/debian-ispell
lookup /etc/emacs/debian-ispell.gz
lookup /usr/local/share/emacs/28.2/site-lisp/debian-ispell.so
lookup /usr/local/share/emacs/28.2/site-lisp/debian-ispell.so.gz
lookup /usr/local/share/emacs/28.2/site-lisp/debian-ispell.elc
lookup /usr/local/share/emacs/28.2/site-lisp/debian-ispell.elc.gz
lookup /usr/local/share/emacs/28.2/site-lisp/debian-ispell.el
lookup /usr/local/share/emacs/28.2/site-lisp/debian-ispell.el.gz
lookup /usr/local/share/emacs/28.2/site-lisp/debian-ispell
lookup /usr/local/share/emacs/28.2/site-lisp/debian-ispell.gz
lookup /usr/local/share/emacs/site-lisp/debian-ispell.so
lookup /usr/local/share/emacs/site-lisp/debian-ispell.so.gz
lookup /usr/local/share/emacs/site-lisp/debian-ispell.elc
lookup /usr/local/share/emacs/site-lisp/debian-ispell.elc.gz
lookup /usr/local/share/emacs/site-lisp/debian-ispell.el
lookup /usr/local/share/emacs/site-lisp/debian-ispell.el.gz
lookup /usr/local/share/emacs/site-lisp/debian-ispell
lookup /usr/local/share/emacs/site-lisp/debian-ispell.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/debian-ispell.so
lookup /usr/share/emacs/site-lisp/dictionaries-common/debian-ispell.so.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common ino=179410
lookup /usr/share/dictionaries-common ino=308431
lookup /usr/share/dictionaries-common/site-elisp ino=308436
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/emacs-record-replay-w7ga9y60/.emacs.d/eln-cache/28.2-6ac46776/debian-ispell-6348c193-269a3cf8.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/debian-ispell-6348c193-269a3cf8.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/debian-ispell-6348c193-269a3cf8.eln
lookup /var/cache/dictionaries-common/emacsen-ispell-default.el.so
lookup /var/cache/dictionaries-common/emacsen-ispell-default.el.so.gz
lookup /var/cache/dictionaries-common/emacsen-ispell-default.el.elc
lookup /var/cache/dictionaries-common/emacsen-ispell-default.el.elc.gz
lookup /var/cache/dictionaries-common/emacsen-ispell-default.el.el
lookup /var/cache/dictionaries-common/emacsen-ispell-default.el.el.gz
lookup /usr/local/sbin/aspell
lookup /usr/local/bin/aspell
lookup /usr/sbin/aspell
lookup /usr/bin/aspell
lookup /sbin/aspell
lookup /bin/aspell
lookup /usr/libexec/emacs/28.2/x86_64-linux-gnu/aspell
lookup /usr/local/sbin/ispell
lookup /usr/local/bin/ispell
lookup /usr/sbin/ispell
lookup /usr/bin/ispell
lookup /sbin/ispell
lookup /bin/ispell
lookup /usr/libexec/emacs/28.2/x86_64-linux-gnu/ispell
lookup /usr/local/sbin/hunspell
lookup /usr/local/bin/hunspell
lookup /usr/sbin/hunspell
lookup /usr/bin/hunspell
lookup /sbin/hunspell
lookup /bin/hunspell
lookup /usr/libexec/emacs/28.2/x86_64-linux-gnu/hunspell
lookup /var/cache/dictionaries-common/emacsen-ispell-dicts.el.so
lookup /var/cache/dictionaries-common/emacsen-ispell-dicts.el.so.gz
lookup /var/cache/dictionaries-common/emacsen-ispell-dicts.el.elc
lookup /var/cache/dictionaries-common/emacsen-ispell-dicts.el.elc.gz
lookup /var/cache/dictionaries-common/emacsen-ispell-dicts.el.el
lookup /var/cache/dictionaries-common/emacsen-ispell-dicts.el.el.gz
lookup /etc/emacs/site-start.so
lookup /etc/emacs/site-start.so.gz
lookup /etc/emacs/site-start.elc
lookup /etc/emacs/site-start.elc.gz
lookup /etc/emacs/site-start.el
lookup /etc/emacs/site-start.el.gz
lookup /etc/emacs/site-start
lookup /etc/emacs/site-start.gz
lookup /usr/local/share/emacs/28.2/site-lisp/site-start.so
lookup /usr/local/share/emacs/28.2/site-lisp/site-start.so.gz
lookup /usr/local/share/emacs/28.2/site-lisp/site-start.elc
lookup /usr/local/share/emacs/28.2/site-lisp/site-start.elc.gz
lookup /usr/local/share/emacs/28.2/site-lisp/site-start.el
lookup /usr/local/share/emacs/28.2/site-lisp/site-start.el.gz
lookup /usr/local/share/emacs/28.2/site-lisp/site-start
lookup /usr/local/share/emacs/28.2/site-lisp/site-start.gz
lookup /usr/local/share/emacs/site-lisp/site-start.so
lookup /usr/local/share/emacs/site-lisp/site-start.so.gz
lookup /usr/local/share/emacs/site-lisp/site-start.elc
lookup /usr/local/share/emacs/site-lisp/site-start.elc.gz
lookup /usr/local/share/emacs/site-lisp/site-start.el
lookup /usr/local/share/emacs/site-lisp/site-start.el.gz
lookup /usr/local/share/emacs/site-lisp/site-start
lookup /usr/local/share/emacs/site-lisp/site-start.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/site-start.so
lookup /usr/share/emacs/site-lisp/dictionaries-common/site-start.so.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/site-start.elc
lookup /usr/share/emacs/site-lisp/dictionaries-common/site-start.elc.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/site-start.el
lookup /usr/share/emacs/site-lisp/dictionaries-common/site-start.el.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/site-start
lookup /usr/share/emacs/site-lisp/dictionaries-common/site-start.gz
lookup /usr/share/emacs/site-lisp/autoconf/site-start.so
lookup /usr/share/emacs/site-lisp/autoconf/site-start.so.gz
lookup /usr/share/emacs/site-lisp/autoconf/site-start.elc
lookup /usr/share/emacs/site-lisp/autoconf/site-start.elc.gz
lookup /usr/share/emacs/site-lisp/autoconf/site-start.el
lookup /usr/share/emacs/site-lisp/autoconf/site-start.el.gz
lookup /usr/share/emacs/site-lisp/autoconf/site-start
lookup /usr/share/emacs/site-lisp/autoconf/site-start.gz
lookup /usr/share/emacs/28.2/site-lisp/site-start.so
lookup /usr/share/emacs/28.2/site-lisp/site-start.so.gz
lookup /usr/share/emacs/28.2/site-lisp/site-start.elc
lookup /usr/share/emacs/28.2/site-lisp/site-start.elc.gz
lookup /usr/share/emacs/28.2/site-lisp/site-start.el
lookup /usr/share/emacs/28.2/site-lisp/site-start.el.gz
lookup /usr/share/emacs/28.2/site-lisp/site-start
lookup /usr/share/emacs/28.2/site-lisp/site-start.gz
lookup /usr/share/emacs/site-lisp/site-start.so
lookup /usr/share/emacs/site-lisp/site-start.so.gz
lookup /usr/share/emacs/site-lisp/site-start.elc
lookup /usr/share/emacs/site-lisp/site-start.elc.gz
lookup /usr/share/emacs/site-lisp/site-start.el
lookup /usr/share/emacs/site-lisp/site-start.el.gz
lookup /usr/share/emacs/site-lisp/site-start
lookup /usr/share/emacs/site-lisp/site-start.gz
lookup /usr/share/emacs/site-lisp/llvm-14/site-start.so
lookup /usr/share/emacs/site-lisp/llvm-14/site-start.so.gz
lookup /usr/share/emacs/site-lisp/llvm-14/site-start.elc
lookup /usr/share/emacs/site-lisp/llvm-14/site-start.elc.gz
lookup /usr/share/emacs/site-lisp/llvm-14/site-start.el
lookup /usr/share/emacs/site-lisp/llvm-14/site-start.el.gz
lookup /usr/share/emacs/site-lisp/llvm-14/site-start
lookup /usr/share/emacs/site-lisp/llvm-14/site-start.gz
lookup /usr/share/emacs/28.2/lisp/site-start.so
lookup /usr/share/emacs/28.2/lisp/site-start.so.gz
lookup /usr/share/emacs/28.2/lisp/site-start.elc
lookup /usr/share/emacs/28.2/lisp/site-start.elc.gz
lookup /usr/share/emacs/28.2/lisp/site-start.el
lookup /usr/share/emacs/28.2/lisp/site-start.el.gz
lookup /usr/share/emacs/28.2/lisp/site-start
lookup /usr/share/emacs/28.2/lisp/site-start.gz
lookup /usr/share/emacs/28.2/lisp/vc/site-start.so
lookup /usr/share/emacs/28.2/lisp/vc/site-start.so.gz
lookup /usr/share/emacs/28.2/lisp/vc/site-start.elc
lookup /usr/share/emacs/28.2/lisp/vc/site-start.elc.gz
lookup /usr/share/emacs/28.2/lisp/vc/site-start.el
lookup /usr/share/emacs/28.2/lisp/vc/site-start.el.gz
lookup /usr/share/emacs/28.2/lisp/vc/site-start
lookup /usr/share/emacs/28.2/lisp/vc/site-start.gz
lookup /usr/share/emacs/28.2/lisp/url/site-start.so
lookup /usr/share/emacs/28.2/lisp/url/site-start.so.gz
lookup /usr/share/emacs/28.2/lisp/url/site-start.elc
lookup /usr/share/emacs/28.2/lisp/url/site-start.elc.gz
lookup /usr/share/emacs/28.2/lisp/url/site-start.el
lookup /usr/share/emacs/28.2/lisp/url/site-start.el.gz
lookup /usr/share/emacs/28.2/lisp/url/site-start
lookup /usr/share/emacs/28.2/lisp/url/site-start.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/site-start.so
lookup /usr/share/emacs/28.2/lisp/textmodes/site-start.so.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/site-start.elc
lookup /usr/share/emacs/28.2/lisp/textmodes/site-start.elc.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/site-start.el
lookup /usr/share/emacs/28.2/lisp/textmodes/site-start.el.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/site-start
lookup /usr/share/emacs/28.2/lisp/textmodes/site-start.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/site-start.so
lookup /usr/share/emacs/28.2/lisp/progmodes/site-start.so.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/site-start.elc
lookup /usr/share/emacs/28.2/lisp/progmodes/site-start.elc.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/site-start.el
lookup /usr/share/emacs/28.2/lisp/progmodes/site-start.el.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/site-start
lookup /usr/share/emacs/28.2/lisp/progmodes/site-start.gz
lookup /usr/share/emacs/28.2/lisp/play/site-start.so
lookup /usr/share/emacs/28.2/lisp/play/site-start.so.gz
lookup /usr/share/emacs/28.2/lisp/play/site-start.elc
lookup /usr/share/emacs/28.2/lisp/play/site-start.elc.gz
lookup /usr/share/emacs/28.2/lisp/play/site-start.el
lookup /usr/share/emacs/28.2/lisp/play/site-start.el.gz
lookup /usr/share/emacs/28.2/lisp/play/site-start
lookup /usr/share/emacs/28.2/lisp/play/site-start.gz
lookup /usr/share/emacs/28.2/lisp/org/site-start.so
lookup /usr/share/emacs/28.2/lisp/org/site-start.so.gz
lookup /usr/share/emacs/28.2/lisp/org/site-start.elc
lookup /usr/share/emacs/28.2/lisp/org/site-start.elc.gz
lookup /usr/share/emacs/28.2/lisp/org/site-start.el
lookup /usr/share/emacs/28.2/lisp/org/site-start.el.gz
lookup /usr/share/emacs/28.2/lisp/org/site-start
lookup /usr/share/emacs/28.2/lisp/org/site-start.gz
lookup /usr/share/emacs/28.2/lisp/nxml/site-start.so
lookup /usr/share/emacs/28.2/lisp/nxml/site-start.so.gz
lookup /usr/share/emacs/28.2/lisp/nxml/site-start.elc
lookup /usr/share/emacs/28.2/lisp/nxml/site-start.elc.gz
lookup /usr/share/emacs/28.2/lisp/nxml/site-start.el
lookup /usr/share/emacs/28.2/lisp/nxml/site-start.el.gz
lookup /usr/share/emacs/28.2/lisp/nxml/site-start
lookup /usr/share/emacs/28.2/lisp/nxml/site-start.gz
lookup /usr/share/emacs/28.2/lisp/net/site-start.so
lookup /usr/share/emacs/28.2/lisp/net/site-start.so.gz
lookup /usr/share/emacs/28.2/lisp/net/site-start.elc
lookup /usr/share/emacs/28.2/lisp/net/site-start.elc.gz
lookup /usr/share/emacs/28.2/lisp/net/site-start.el
lookup /usr/share/emacs/28.2/lisp/net/site-start.el.gz
lookup /usr/share/emacs/28.2/lisp/net/site-start
lookup /usr/share/emacs/28.2/lisp/net/site-start.gz
lookup /usr/share/emacs/28.2/lisp/mh-e/site-start.so
lookup /usr/share/emacs/28.2/lisp/mh-e/site-start.so.gz
lookup /usr/share/emacs/28.2/lisp/mh-e/site-start.elc
lookup /usr/share/emacs/28.2/lisp/mh-e/site-start.elc.gz
lookup /usr/share/emacs/28.2/lisp/mh-e/site-start.el
lookup /usr/share/emacs/28.2/lisp/mh-e/site-start.el.gz
lookup /usr/share/emacs/28.2/lisp/mh-e/site-start
lookup /usr/share/emacs/28.2/lisp/mh-e/site-start.gz
lookup /usr/share/emacs/28.2/lisp/mail/site-start.so
lookup /usr/share/emacs/28.2/lisp/mail/site-start.so.gz
lookup /usr/share/emacs/28.2/lisp/mail/site-start.elc
lookup /usr/share/emacs/28.2/lisp/mail/site-start.elc.gz
lookup /usr/share/emacs/28.2/lisp/mail/site-start.el
lookup /usr/share/emacs/28.2/lisp/mail/site-start.el.gz
lookup /usr/share/emacs/28.2/lisp/mail/site-start
lookup /usr/share/emacs/28.2/lisp/mail/site-start.gz
lookup /usr/share/emacs/28.2/lisp/leim/site-start.so
lookup /usr/share/emacs/28.2/lisp/leim/site-start.so.gz
lookup /usr/share/emacs/28.2/lisp/leim/site-start.elc
lookup /usr/share/emacs/28.2/lisp/leim/site-start.elc.gz
lookup /usr/share/emacs/28.2/lisp/leim/site-start.el
lookup /usr/share/emacs/28.2/lisp/leim/site-start.el.gz
lookup /usr/share/emacs/28.2/lisp/leim/site-start
lookup /usr/share/emacs/28.2/lisp/leim/site-start.gz
lookup /usr/share/emacs/28.2/lisp/language/site-start.so
lookup /usr/share/emacs/28.2/lisp/language/site-start.so.gz
lookup /usr/share/emacs/28.2/lisp/language/site-start.elc
lookup /usr/share/emacs/28.2/lisp/language/site-start.elc.gz
lookup /usr/share/emacs/28.2/lisp/language/site-start.el
lookup /usr/share/emacs/28.2/lisp/language/site-start.el.gz
lookup /usr/share/emacs/28.2/lisp/language/site-start
lookup /usr/share/emacs/28.2/lisp/language/site-start.gz
lookup /usr/share/emacs/28.2/lisp/international/site-start.so
lookup /usr/share/emacs/28.2/lisp/international/site-start.so.gz
lookup /usr/share/emacs/28.2/lisp/international/site-start.elc
lookup /usr/share/emacs/28.2/lisp/international/site-start.elc.gz
lookup /usr/share/emacs/28.2/lisp/international/site-start.el
lookup /usr/share/emacs/28.2/lisp/international/site-start.el.gz
lookup /usr/share/emacs/28.2/lisp/international/site-start
lookup /usr/share/emacs/28.2/lisp/international/site-start.gz
lookup /usr/share/emacs/28.2/lisp/image/site-start.so
lookup /usr/share/emacs/28.2/lisp/image/site-start.so.gz
lookup /usr/share/emacs/28.2/lisp/image/site-start.elc
lookup /usr/share/emacs/28.2/lisp/image/site-start.elc.gz
lookup /usr/share/emacs/28.2/lisp/image/site-start.el
lookup /usr/share/emacs/28.2/lisp/image/site-start.el.gz
lookup /usr/share/emacs/28.2/lisp/image/site-start
lookup /usr/share/emacs/28.2/lisp/image/site-start.gz
lookup /usr/share/emacs/28.2/lisp/gnus/site-start.so
lookup /usr/share/emacs/28.2/lisp/gnus/site-start.so.gz
lookup /usr/share/emacs/28.2/lisp/gnus/site-start.elc
lookup /usr/share/emacs/28.2/lisp/gnus/site-start.elc.gz
lookup /usr/share/emacs/28.2/lisp/gnus/site-start.el
lookup /usr/share/emacs/28.2/lisp/gnus/site-start.el.gz
lookup /usr/share/emacs/28.2/lisp/gnus/site-start
lookup /usr/share/emacs/28.2/lisp/gnus/site-start.gz
lookup /usr/share/emacs/28.2/lisp/eshell/site-start.so
lookup /usr/share/emacs/28.2/lisp/eshell/site-start.so.gz
lookup /usr/share/emacs/28.2/lisp/eshell/site-start.elc
lookup /usr/share/emacs/28.2/lisp/eshell/site-start.elc.gz
lookup /usr/share/emacs/28.2/lisp/eshell/site-start.el
lookup /usr/share/emacs/28.2/lisp/eshell/site-start.el.gz
lookup /usr/share/emacs/28.2/lisp/eshell/site-start
lookup /usr/share/emacs/28.2/lisp/eshell/site-start.gz
lookup /usr/share/emacs/28.2/lisp/erc/site-start.so
lookup /usr/share/emacs/28.2/lisp/erc/site-start.so.gz
lookup /usr/share/emacs/28.2/lisp/erc/site-start.elc
lookup /usr/share/emacs/28.2/lisp/erc/site-start.elc.gz
lookup /usr/share/emacs/28.2/lisp/erc/site-start.el
lookup /usr/share/emacs/28.2/lisp/erc/site-start.el.gz
lookup /usr/share/emacs/28.2/lisp/erc/site-start
lookup /usr/share/emacs/28.2/lisp/erc/site-start.gz
lookup /usr/share/emacs/28.2/lisp/emulation/site-start.so
lookup /usr/share/emacs/28.2/lisp/emulation/site-start.so.gz
lookup /usr/share/emacs/28.2/lisp/emulation/site-start.elc
lookup /usr/share/emacs/28.2/lisp/emulation/site-start.elc.gz
lookup /usr/share/emacs/28.2/lisp/emulation/site-start.el
lookup /usr/share/emacs/28.2/lisp/emulation/site-start.el.gz
lookup /usr/share/emacs/28.2/lisp/emulation/site-start
lookup /usr/share/emacs/28.2/lisp/emulation/site-start.gz
lookup /usr/share/emacs/28.2/lisp/emacs-lisp/site-start.so
lookup /usr/share/emacs/28.2/lisp/emacs-lisp/site-start.so.gz
lookup /usr/share/emacs/28.2/lisp/emacs-lisp/site-start.elc
lookup /usr/share/emacs/28.2/lisp/emacs-lisp/site-start.elc.gz
lookup /usr/share/emacs/28.2/lisp/emacs-lisp/site-start.el
lookup /usr/share/emacs/28.2/lisp/emacs-lisp/site-start.el.gz
lookup /usr/share/emacs/28.2/lisp/emacs-lisp/site-start
lookup /usr/share/emacs/28.2/lisp/emacs-lisp/site-start.gz
lookup /usr/share/emacs/28.2/lisp/cedet/site-start.so
lookup /usr/share/emacs/28.2/lisp/cedet/site-start.so.gz
lookup /usr/share/emacs/28.2/lisp/cedet/site-start.elc
lookup /usr/share/emacs/28.2/lisp/cedet/site-start.elc.gz
lookup /usr/share/emacs/28.2/lisp/cedet/site-start.el
lookup /usr/share/emacs/28.2/lisp/cedet/site-start.el.gz
lookup /usr/share/emacs/28.2/lisp/cedet/site-start
lookup /usr/share/emacs/28.2/lisp/cedet/site-start.gz
lookup /usr/share/emacs/28.2/lisp/calendar/site-start.so
lookup /usr/share/emacs/28.2/lisp/calendar/site-start.so.gz
lookup /usr/share/emacs/28.2/lisp/calendar/site-start.elc
lookup /usr/share/emacs/28.2/lisp/calendar/site-start.elc.gz
lookup /usr/share/emacs/28.2/lisp/calendar/site-start.el
lookup /usr/share/emacs/28.2/lisp/calendar/site-start.el.gz
lookup /usr/share/emacs/28.2/lisp/calendar/site-start
lookup /usr/share/emacs/28.2/lisp/calendar/site-start.gz
lookup /usr/share/emacs/28.2/lisp/calc/site-start.so
lookup /usr/share/emacs/28.2/lisp/calc/site-start.so.gz
lookup /usr/share/emacs/28.2/lisp/calc/site-start.elc
lookup /usr/share/emacs/28.2/lisp/calc/site-start.elc.gz
lookup /usr/share/emacs/28.2/lisp/calc/site-start.el
lookup /usr/share/emacs/28.2/lisp/calc/site-start.el.gz
lookup /usr/share/emacs/28.2/lisp/calc/site-start
lookup /usr/share/emacs/28.2/lisp/calc/site-start.gz
lookup /usr/share/emacs/28.2/lisp/obsolete/site-start.so
lookup /usr/share/emacs/28.2/lisp/obsolete/site-start.so.gz
lookup /usr/share/emacs/28.2/lisp/obsolete/site-start.elc
lookup /usr/share/emacs/28.2/lisp/obsolete/site-start.elc.gz
lookup /usr/share/emacs/28.2/lisp/obsolete/site-start.el
lookup /usr/share/emacs/28.2/lisp/obsolete/site-start.el.gz
lookup /usr/share/emacs/28.2/lisp/obsolete/site-start
lookup /usr/share/emacs/28.2/lisp/obsolete/site-start.gz
lookup /etc/emacs/cus-edit.so
lookup /etc/emacs/cus-edit.so.gz
lookup /etc/emacs/cus-edit.elc
lookup /etc/emacs/cus-edit.elc.gz
lookup /etc/emacs/cus-edit.el
lookup /etc/emacs/cus-edit.el.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cus-edit.so
lookup /usr/local/share/emacs/28.2/site-lisp/cus-edit.so.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cus-edit.elc
lookup /usr/local/share/emacs/28.2/site-lisp/cus-edit.elc.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cus-edit.el
lookup /usr/local/share/emacs/28.2/site-lisp/cus-edit.el.gz
lookup /usr/local/share/emacs/site-lisp/cus-edit.so
lookup /usr/local/share/emacs/site-lisp/cus-edit.so.gz
lookup /usr/local/share/emacs/site-lisp/cus-edit.elc
lookup /usr/local/share/emacs/site-lisp/cus-edit.elc.gz
lookup /usr/local/share/emacs/site-lisp/cus-edit.el
lookup /usr/local/share/emacs/site-lisp/cus-edit.el.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cus-edit.so
lookup /usr/share/emacs/site-lisp/dictionaries-common/cus-edit.so.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cus-edit.elc
lookup /usr/share/emacs/site-lisp/dictionaries-common/cus-edit.elc.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cus-edit.el
lookup /usr/share/emacs/site-lisp/dictionaries-common/cus-edit.el.gz
lookup /usr/share/emacs/site-lisp/autoconf/cus-edit.so
lookup /usr/share/emacs/site-lisp/autoconf/cus-edit.so.gz
lookup /usr/share/emacs/site-lisp/autoconf/cus-edit.elc
lookup /usr/share/emacs/site-lisp/autoconf/cus-edit.elc.gz
lookup /usr/share/emacs/site-lisp/autoconf/cus-edit.el
lookup /usr/share/emacs/site-lisp/autoconf/cus-edit.el.gz
lookup /usr/share/emacs/28.2/site-lisp/cus-edit.so
lookup /usr/share/emacs/28.2/site-lisp/cus-edit.so.gz
lookup /usr/share/emacs/28.2/site-lisp/cus-edit.elc
lookup /usr/share/emacs/28.2/site-lisp/cus-edit.elc.gz
lookup /usr/share/emacs/28.2/site-lisp/cus-edit.el
lookup /usr/share/emacs/28.2/site-lisp/cus-edit.el.gz
lookup /usr/share/emacs/site-lisp/cus-edit.so
lookup /usr/share/emacs/site-lisp/cus-edit.so.gz
lookup /usr/share/emacs/site-lisp/cus-edit.elc
lookup /usr/share/emacs/site-lisp/cus-edit.elc.gz
lookup /usr/share/emacs/site-lisp/cus-edit.el
lookup /usr/share/emacs/site-lisp/cus-edit.el.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cus-edit.so
lookup /usr/share/emacs/site-lisp/llvm-14/cus-edit.so.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cus-edit.elc
lookup /usr/share/emacs/site-lisp/llvm-14/cus-edit.elc.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cus-edit.el
lookup /usr/share/emacs/site-lisp/llvm-14/cus-edit.el.gz
lookup /usr/share/emacs/28.2/lisp/cus-edit.so
lookup /usr/share/emacs/28.2/lisp/cus-edit.so.gz
lookup /usr/share/emacs/28.2/lisp/cus-edit.el
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/emacs-record-replay-w7ga9y60/.emacs.d/eln-cache/28.2-6ac46776/cus-edit-3cd01345-f51dbe7a.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/cus-edit-3cd01345-f51dbe7a.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/cus-edit-3cd01345-f51dbe7a.eln
lookup /etc/emacs/wid-edit.so
lookup /etc/emacs/wid-edit.so.gz
lookup /etc/emacs/wid-edit.elc
lookup /etc/emacs/wid-edit.elc.gz
lookup /etc/emacs/wid-edit.el
lookup /etc/emacs/wid-edit.el.gz
lookup /usr/local/share/emacs/28.2/site-lisp/wid-edit.so
lookup /usr/local/share/emacs/28.2/site-lisp/wid-edit.so.gz
lookup /usr/local/share/emacs/28.2/site-lisp/wid-edit.elc
lookup /usr/local/share/emacs/28.2/site-lisp/wid-edit.elc.gz
lookup /usr/local/share/emacs/28.2/site-lisp/wid-edit.el
lookup /usr/local/share/emacs/28.2/site-lisp/wid-edit.el.gz
lookup /usr/local/share/emacs/site-lisp/wid-edit.so
lookup /usr/local/share/emacs/site-lisp/wid-edit.so.gz
lookup /usr/local/share/emacs/site-lisp/wid-edit.elc
lookup /usr/local/share/emacs/site-lisp/wid-edit.elc.gz
lookup /usr/local/share/emacs/site-lisp/wid-edit.el
lookup /usr/local/share/emacs/site-lisp/wid-edit.el.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/wid-edit.so
lookup /usr/share/emacs/site-lisp/dictionaries-common/wid-edit.so.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/wid-edit.elc
lookup /usr/share/emacs/site-lisp/dictionaries-common/wid-edit.elc.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/wid-edit.el
lookup /usr/share/emacs/site-lisp/dictionaries-common/wid-edit.el.gz
lookup /usr/share/emacs/site-lisp/autoconf/wid-edit.so
lookup /usr/share/emacs/site-lisp/autoconf/wid-edit.so.gz
lookup /usr/share/emacs/site-lisp/autoconf/wid-edit.elc
lookup /usr/share/emacs/site-lisp/autoconf/wid-edit.elc.gz
lookup /usr/share/emacs/site-lisp/autoconf/wid-edit.el
lookup /usr/share/emacs/site-lisp/autoconf/wid-edit.el.gz
lookup /usr/share/emacs/28.2/site-lisp/wid-edit.so
lookup /usr/share/emacs/28.2/site-lisp/wid-edit.so.gz
lookup /usr/share/emacs/28.2/site-lisp/wid-edit.elc
lookup /usr/share/emacs/28.2/site-lisp/wid-edit.elc.gz
lookup /usr/share/emacs/28.2/site-lisp/wid-edit.el
lookup /usr/share/emacs/28.2/site-lisp/wid-edit.el.gz
lookup /usr/share/emacs/site-lisp/wid-edit.so
lookup /usr/share/emacs/site-lisp/wid-edit.so.gz
lookup /usr/share/emacs/site-lisp/wid-edit.elc
lookup /usr/share/emacs/site-lisp/wid-edit.elc.gz
lookup /usr/share/emacs/site-lisp/wid-edit.el
lookup /usr/share/emacs/site-lisp/wid-edit.el.gz
lookup /usr/share/emacs/site-lisp/llvm-14/wid-edit.so
lookup /usr/share/emacs/site-lisp/llvm-14/wid-edit.so.gz
lookup /usr/share/emacs/site-lisp/llvm-14/wid-edit.elc
lookup /usr/share/emacs/site-lisp/llvm-14/wid-edit.elc.gz
lookup /usr/share/emacs/site-lisp/llvm-14/wid-edit.el
lookup /usr/share/emacs/site-lisp/llvm-14/wid-edit.el.gz
lookup /usr/share/emacs/28.2/lisp/wid-edit.so
lookup /usr/share/emacs/28.2/lisp/wid-edit.so.gz
lookup /usr/share/emacs/28.2/lisp/wid-edit.el
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/emacs-record-replay-w7ga9y60/.emacs.d/eln-cache/28.2-6ac46776/wid-edit-5b92861a-140a8fec.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/wid-edit-5b92861a-140a8fec.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/wid-edit-5b92861a-140a8fec.eln
lookup /etc/emacs/cl-lib.so
lookup /etc/emacs/cl-lib.so.gz
lookup /etc/emacs/cl-lib.elc
lookup /etc/emacs/cl-lib.elc.gz
lookup /etc/emacs/cl-lib.el
lookup /etc/emacs/cl-lib.el.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cl-lib.so
lookup /usr/local/share/emacs/28.2/site-lisp/cl-lib.so.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cl-lib.elc
lookup /usr/local/share/emacs/28.2/site-lisp/cl-lib.elc.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cl-lib.el
lookup /usr/local/share/emacs/28.2/site-lisp/cl-lib.el.gz
lookup /usr/local/share/emacs/site-lisp/cl-lib.so
lookup /usr/local/share/emacs/site-lisp/cl-lib.so.gz
lookup /usr/local/share/emacs/site-lisp/cl-lib.elc
lookup /usr/local/share/emacs/site-lisp/cl-lib.elc.gz
lookup /usr/local/share/emacs/site-lisp/cl-lib.el
lookup /usr/local/share/emacs/site-lisp/cl-lib.el.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cl-lib.so
lookup /usr/share/emacs/site-lisp/dictionaries-common/cl-lib.so.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cl-lib.elc
lookup /usr/share/emacs/site-lisp/dictionaries-common/cl-lib.elc.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cl-lib.el
lookup /usr/share/emacs/site-lisp/dictionaries-common/cl-lib.el.gz
lookup /usr/share/emacs/site-lisp/autoconf/cl-lib.so
lookup /usr/share/emacs/site-lisp/autoconf/cl-lib.so.gz
lookup /usr/share/emacs/site-lisp/autoconf/cl-lib.elc
lookup /usr/share/emacs/site-lisp/autoconf/cl-lib.elc.gz
lookup /usr/share/emacs/site-lisp/autoconf/cl-lib.el
lookup /usr/share/emacs/site-lisp/autoconf/cl-lib.el.gz
lookup /usr/share/emacs/28.2/site-lisp/cl-lib.so
lookup /usr/share/emacs/28.2/site-lisp/cl-lib.so.gz
lookup /usr/share/emacs/28.2/site-lisp/cl-lib.elc
lookup /usr/share/emacs/28.2/site-lisp/cl-lib.elc.gz
lookup /usr/share/emacs/28.2/site-lisp/cl-lib.el
lookup /usr/share/emacs/28.2/site-lisp/cl-lib.el.gz
lookup /usr/share/emacs/site-lisp/cl-lib.so
lookup /usr/share/emacs/site-lisp/cl-lib.so.gz
lookup /usr/share/emacs/site-lisp/cl-lib.elc
lookup /usr/share/emacs/site-lisp/cl-lib.elc.gz
lookup /usr/share/emacs/site-lisp/cl-lib.el
lookup /usr/share/emacs/site-lisp/cl-lib.el.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cl-lib.so
lookup /usr/share/emacs/site-lisp/llvm-14/cl-lib.so.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cl-lib.elc
lookup /usr/share/emacs/site-lisp/llvm-14/cl-lib.elc.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cl-lib.el
lookup /usr/share/emacs/site-lisp/llvm-14/cl-lib.el.gz
lookup /usr/share/emacs/28.2/lisp/cl-lib.so
lookup /usr/share/emacs/28.2/lisp/cl-lib.so.gz
lookup /usr/share/emacs/28.2/lisp/cl-lib.elc
lookup /usr/share/emacs/28.2/lisp/cl-lib.elc.gz
lookup /usr/share/emacs/28.2/lisp/cl-lib.el
lookup /usr/share/emacs/28.2/lisp/cl-lib.el.gz
lookup /usr/share/emacs/28.2/lisp/vc/cl-lib.so
lookup /usr/share/emacs/28.2/lisp/vc/cl-lib.so.gz
lookup /usr/share/emacs/28.2/lisp/vc/cl-lib.elc
lookup /usr/share/emacs/28.2/lisp/vc/cl-lib.elc.gz
lookup /usr/share/emacs/28.2/lisp/vc/cl-lib.el
lookup /usr/share/emacs/28.2/lisp/vc/cl-lib.el.gz
lookup /usr/share/emacs/28.2/lisp/url/cl-lib.so
lookup /usr/share/emacs/28.2/lisp/url/cl-lib.so.gz
lookup /usr/share/emacs/28.2/lisp/url/cl-lib.elc
lookup /usr/share/emacs/28.2/lisp/url/cl-lib.elc.gz
lookup /usr/share/emacs/28.2/lisp/url/cl-lib.el
lookup /usr/share/emacs/28.2/lisp/url/cl-lib.el.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cl-lib.so
lookup /usr/share/emacs/28.2/lisp/textmodes/cl-lib.so.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cl-lib.elc
lookup /usr/share/emacs/28.2/lisp/textmodes/cl-lib.elc.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cl-lib.el
lookup /usr/share/emacs/28.2/lisp/textmodes/cl-lib.el.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/cl-lib.so
lookup /usr/share/emacs/28.2/lisp/progmodes/cl-lib.so.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/cl-lib.elc
lookup /usr/share/emacs/28.2/lisp/progmodes/cl-lib.elc.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/cl-lib.el
lookup /usr/share/emacs/28.2/lisp/progmodes/cl-lib.el.gz
lookup /usr/share/emacs/28.2/lisp/play/cl-lib.so
lookup /usr/share/emacs/28.2/lisp/play/cl-lib.so.gz
lookup /usr/share/emacs/28.2/lisp/play/cl-lib.elc
lookup /usr/share/emacs/28.2/lisp/play/cl-lib.elc.gz
lookup /usr/share/emacs/28.2/lisp/play/cl-lib.el
lookup /usr/share/emacs/28.2/lisp/play/cl-lib.el.gz
lookup /usr/share/emacs/28.2/lisp/org/cl-lib.so
lookup /usr/share/emacs/28.2/lisp/org/cl-lib.so.gz
lookup /usr/share/emacs/28.2/lisp/org/cl-lib.elc
lookup /usr/share/emacs/28.2/lisp/org/cl-lib.elc.gz
lookup /usr/share/emacs/28.2/lisp/org/cl-lib.el
lookup /usr/share/emacs/28.2/lisp/org/cl-lib.el.gz
lookup /usr/share/emacs/28.2/lisp/nxml/cl-lib.so
lookup /usr/share/emacs/28.2/lisp/nxml/cl-lib.so.gz
lookup /usr/share/emacs/28.2/lisp/nxml/cl-lib.elc
lookup /usr/share/emacs/28.2/lisp/nxml/cl-lib.elc.gz
lookup /usr/share/emacs/28.2/lisp/nxml/cl-lib.el
lookup /usr/share/emacs/28.2/lisp/nxml/cl-lib.el.gz
lookup /usr/share/emacs/28.2/lisp/net/cl-lib.so
lookup /usr/share/emacs/28.2/lisp/net/cl-lib.so.gz
lookup /usr/share/emacs/28.2/lisp/net/cl-lib.elc
lookup /usr/share/emacs/28.2/lisp/net/cl-lib.elc.gz
lookup /usr/share/emacs/28.2/lisp/net/cl-lib.el
lookup /usr/share/emacs/28.2/lisp/net/cl-lib.el.gz
lookup /usr/share/emacs/28.2/lisp/mh-e/cl-lib.so
lookup /usr/share/emacs/28.2/lisp/mh-e/cl-lib.so.gz
lookup /usr/share/emacs/28.2/lisp/mh-e/cl-lib.elc
lookup /usr/share/emacs/28.2/lisp/mh-e/cl-lib.elc.gz
lookup /usr/share/emacs/28.2/lisp/mh-e/cl-lib.el
lookup /usr/share/emacs/28.2/lisp/mh-e/cl-lib.el.gz
lookup /usr/share/emacs/28.2/lisp/mail/cl-lib.so
lookup /usr/share/emacs/28.2/lisp/mail/cl-lib.so.gz
lookup /usr/share/emacs/28.2/lisp/mail/cl-lib.elc
lookup /usr/share/emacs/28.2/lisp/mail/cl-lib.elc.gz
lookup /usr/share/emacs/28.2/lisp/mail/cl-lib.el
lookup /usr/share/emacs/28.2/lisp/mail/cl-lib.el.gz
lookup /usr/share/emacs/28.2/lisp/leim/cl-lib.so
lookup /usr/share/emacs/28.2/lisp/leim/cl-lib.so.gz
lookup /usr/share/emacs/28.2/lisp/leim/cl-lib.elc
lookup /usr/share/emacs/28.2/lisp/leim/cl-lib.elc.gz
lookup /usr/share/emacs/28.2/lisp/leim/cl-lib.el
lookup /usr/share/emacs/28.2/lisp/leim/cl-lib.el.gz
lookup /usr/share/emacs/28.2/lisp/language/cl-lib.so
lookup /usr/share/emacs/28.2/lisp/language/cl-lib.so.gz
lookup /usr/share/emacs/28.2/lisp/language/cl-lib.elc
lookup /usr/share/emacs/28.2/lisp/language/cl-lib.elc.gz
lookup /usr/share/emacs/28.2/lisp/language/cl-lib.el
lookup /usr/share/emacs/28.2/lisp/language/cl-lib.el.gz
lookup /usr/share/emacs/28.2/lisp/international/cl-lib.so
lookup /usr/share/emacs/28.2/lisp/international/cl-lib.so.gz
lookup /usr/share/emacs/28.2/lisp/international/cl-lib.elc
lookup /usr/share/emacs/28.2/lisp/international/cl-lib.elc.gz
lookup /usr/share/emacs/28.2/lisp/international/cl-lib.el
lookup /usr/share/emacs/28.2/lisp/international/cl-lib.el.gz
lookup /usr/share/emacs/28.2/lisp/image/cl-lib.so
lookup /usr/share/emacs/28.2/lisp/image/cl-lib.so.gz
lookup /usr/share/emacs/28.2/lisp/image/cl-lib.elc
lookup /usr/share/emacs/28.2/lisp/image/cl-lib.elc.gz
lookup /usr/share/emacs/28.2/lisp/image/cl-lib.el
lookup /usr/share/emacs/28.2/lisp/image/cl-lib.el.gz
lookup /usr/share/emacs/28.2/lisp/gnus/cl-lib.so
lookup /usr/share/emacs/28.2/lisp/gnus/cl-lib.so.gz
lookup /usr/share/emacs/28.2/lisp/gnus/cl-lib.elc
lookup /usr/share/emacs/28.2/lisp/gnus/cl-lib.elc.gz
lookup /usr/share/emacs/28.2/lisp/gnus/cl-lib.el
lookup /usr/share/emacs/28.2/lisp/gnus/cl-lib.el.gz
lookup /usr/share/emacs/28.2/lisp/eshell/cl-lib.so
lookup /usr/share/emacs/28.2/lisp/eshell/cl-lib.so.gz
lookup /usr/share/emacs/28.2/lisp/eshell/cl-lib.elc
lookup /usr/share/emacs/28.2/lisp/eshell/cl-lib.elc.gz
lookup /usr/share/emacs/28.2/lisp/eshell/cl-lib.el
lookup /usr/share/emacs/28.2/lisp/eshell/cl-lib.el.gz
lookup /usr/share/emacs/28.2/lisp/erc/cl-lib.so
lookup /usr/share/emacs/28.2/lisp/erc/cl-lib.so.gz
lookup /usr/share/emacs/28.2/lisp/erc/cl-lib.elc
lookup /usr/share/emacs/28.2/lisp/erc/cl-lib.elc.gz
lookup /usr/share/emacs/28.2/lisp/erc/cl-lib.el
lookup /usr/share/emacs/28.2/lisp/erc/cl-lib.el.gz
lookup /usr/share/emacs/28.2/lisp/emulation/cl-lib.so
lookup /usr/share/emacs/28.2/lisp/emulation/cl-lib.so.gz
lookup /usr/share/emacs/28.2/lisp/emulation/cl-lib.elc
lookup /usr/share/emacs/28.2/lisp/emulation/cl-lib.elc.gz
lookup /usr/share/emacs/28.2/lisp/emulation/cl-lib.el
lookup /usr/share/emacs/28.2/lisp/emulation/cl-lib.el.gz
lookup /usr/share/emacs/28.2/lisp/emacs-lisp/cl-lib.so
lookup /usr/share/emacs/28.2/lisp/emacs-lisp/cl-lib.so.gz
lookup /usr/share/emacs/28.2/lisp/emacs-lisp/cl-lib.el
lookup /usr/share/emacs/28.2/lisp/emacs-lisp ino=179946
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/emacs-record-replay-w7ga9y60/.emacs.d/eln-cache/28.2-6ac46776/cl-lib-8b938900-82325715.eln
lookup /etc/emacs/cl-loaddefs.so
lookup /etc/emacs/cl-loaddefs.so.gz
lookup /etc/emacs/cl-loaddefs.elc
lookup /etc/emacs/cl-loaddefs.elc.gz
lookup /etc/emacs/cl-loaddefs.el
lookup /etc/emacs/cl-loaddefs.el.gz
lookup /etc/emacs/cl-loaddefs
lookup /etc/emacs/cl-loaddefs.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cl-loaddefs.so
lookup /usr/local/share/emacs/28.2/site-lisp/cl-loaddefs.so.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cl-loaddefs.elc
lookup /usr/local/share/emacs/28.2/site-lisp/cl-loaddefs.elc.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cl-loaddefs.el
lookup /usr/local/share/emacs/28.2/site-lisp/cl-loaddefs.el.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cl-loaddefs
lookup /usr/local/share/emacs/28.2/site-lisp/cl-loaddefs.gz
lookup /usr/local/share/emacs/site-lisp/cl-loaddefs.so
lookup /usr/local/share/emacs/site-lisp/cl-loaddefs.so.gz
lookup /usr/local/share/emacs/site-lisp/cl-loaddefs.elc
lookup /usr/local/share/emacs/site-lisp/cl-loaddefs.elc.gz
lookup /usr/local/share/emacs/site-lisp/cl-loaddefs.el
lookup /usr/local/share/emacs/site-lisp/cl-loaddefs.el.gz
lookup /usr/local/share/emacs/site-lisp/cl-loaddefs
lookup /usr/local/share/emacs/site-lisp/cl-loaddefs.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cl-loaddefs.so
lookup /usr/share/emacs/site-lisp/dictionaries-common/cl-loaddefs.so.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cl-loaddefs.elc
lookup /usr/share/emacs/site-lisp/dictionaries-common/cl-loaddefs.elc.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cl-loaddefs.el
lookup /usr/share/emacs/site-lisp/dictionaries-common/cl-loaddefs.el.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cl-loaddefs
lookup /usr/share/emacs/site-lisp/dictionaries-common/cl-loaddefs.gz
lookup /usr/share/emacs/site-lisp/autoconf/cl-loaddefs.so
lookup /usr/share/emacs/site-lisp/autoconf/cl-loaddefs.so.gz
lookup /usr/share/emacs/site-lisp/autoconf/cl-loaddefs.elc
lookup /usr/share/emacs/site-lisp/autoconf/cl-loaddefs.elc.gz
lookup /usr/share/emacs/site-lisp/autoconf/cl-loaddefs.el
lookup /usr/share/emacs/site-lisp/autoconf/cl-loaddefs.el.gz
lookup /usr/share/emacs/site-lisp/autoconf/cl-loaddefs
lookup /usr/share/emacs/site-lisp/autoconf/cl-loaddefs.gz
lookup /usr/share/emacs/28.2/site-lisp/cl-loaddefs.so
lookup /usr/share/emacs/28.2/site-lisp/cl-loaddefs.so.gz
lookup /usr/share/emacs/28.2/site-lisp/cl-loaddefs.elc
lookup /usr/share/emacs/28.2/site-lisp/cl-loaddefs.elc.gz
lookup /usr/share/emacs/28.2/site-lisp/cl-loaddefs.el
lookup /usr/share/emacs/28.2/site-lisp/cl-loaddefs.el.gz
lookup /usr/share/emacs/28.2/site-lisp/cl-loaddefs
lookup /usr/share/emacs/28.2/site-lisp/cl-loaddefs.gz
lookup /usr/share/emacs/site-lisp/cl-loaddefs.so
lookup /usr/share/emacs/site-lisp/cl-loaddefs.so.gz
lookup /usr/share/emacs/site-lisp/cl-loaddefs.elc
lookup /usr/share/emacs/site-lisp/cl-loaddefs.elc.gz
lookup /usr/share/emacs/site-lisp/cl-loaddefs.el
lookup /usr/share/emacs/site-lisp/cl-loaddefs.el.gz
lookup /usr/share/emacs/site-lisp/cl-loaddefs
lookup /usr/share/emacs/site-lisp/cl-loaddefs.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cl-loaddefs.so
lookup /usr/share/emacs/site-lisp/llvm-14/cl-loaddefs.so.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cl-loaddefs.elc
lookup /usr/share/emacs/site-lisp/llvm-14/cl-loaddefs.elc.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cl-loaddefs.el
lookup /usr/share/emacs/site-lisp/llvm-14/cl-loaddefs.el.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cl-loaddefs
lookup /usr/share/emacs/site-lisp/llvm-14/cl-loaddefs.gz
lookup /usr/share/emacs/28.2/lisp/cl-loaddefs.so
lookup /usr/share/emacs/28.2/lisp/cl-loaddefs.so.gz
lookup /usr/share/emacs/28.2/lisp/cl-loaddefs.elc
lookup /usr/share/emacs/28.2/lisp/cl-loaddefs.elc.gz
lookup /usr/share/emacs/28.2/lisp/cl-loaddefs.el
lookup /usr/share/emacs/28.2/lisp/cl-loaddefs.el.gz
lookup /usr/share/emacs/28.2/lisp/cl-loaddefs
lookup /usr/share/emacs/28.2/lisp/cl-loaddefs.gz
lookup /usr/share/emacs/28.2/lisp/vc/cl-loaddefs.so
lookup /usr/share/emacs/28.2/lisp/vc/cl-loaddefs.so.gz
lookup /usr/share/emacs/28.2/lisp/vc/cl-loaddefs.elc
lookup /usr/share/emacs/28.2/lisp/vc/cl-loaddefs.elc.gz
lookup /usr/share/emacs/28.2/lisp/vc/cl-loaddefs.el
lookup /usr/share/emacs/28.2/lisp/vc/cl-loaddefs.el.gz
lookup /usr/share/emacs/28.2/lisp/vc/cl-loaddefs
lookup /usr/share/emacs/28.2/lisp/vc/cl-loaddefs.gz
lookup /usr/share/emacs/28.2/lisp/url/cl-loaddefs.so
lookup /usr/share/emacs/28.2/lisp/url/cl-loaddefs.so.gz
lookup /usr/share/emacs/28.2/lisp/url/cl-loaddefs.elc
lookup /usr/share/emacs/28.2/lisp/url/cl-loaddefs.elc.gz
lookup /usr/share/emacs/28.2/lisp/url/cl-loaddefs.el
lookup /usr/share/emacs/28.2/lisp/url/cl-loaddefs.el.gz
lookup /usr/share/emacs/28.2/lisp/url/cl-loaddefs
lookup /usr/share/emacs/28.2/lisp/url/cl-loaddefs.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cl-loaddefs.so
lookup /usr/share/emacs/28.2/lisp/textmodes/cl-loaddefs.so.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cl-loaddefs.elc
lookup /usr/share/emacs/28.2/lisp/textmodes/cl-loaddefs.elc.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cl-loaddefs.el
lookup /usr/share/emacs/28.2/lisp/textmodes/cl-loaddefs.el.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cl-loaddefs
lookup /usr/share/emacs/28.2/lisp/textmodes/cl-loaddefs.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/cl-loaddefs.so
lookup /usr/share/emacs/28.2/lisp/progmodes/cl-loaddefs.so.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/cl-loaddefs.elc
lookup /usr/share/emacs/28.2/lisp/progmodes/cl-loaddefs.elc.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/cl-loaddefs.el
lookup /usr/share/emacs/28.2/lisp/progmodes/cl-loaddefs.el.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/cl-loaddefs
lookup /usr/share/emacs/28.2/lisp/progmodes/cl-loaddefs.gz
lookup /usr/share/emacs/28.2/lisp/play/cl-loaddefs.so
lookup /usr/share/emacs/28.2/lisp/play/cl-loaddefs.so.gz
lookup /usr/share/emacs/28.2/lisp/play/cl-loaddefs.elc
lookup /usr/share/emacs/28.2/lisp/play/cl-loaddefs.elc.gz
lookup /usr/share/emacs/28.2/lisp/play/cl-loaddefs.el
lookup /usr/share/emacs/28.2/lisp/play/cl-loaddefs.el.gz
lookup /usr/share/emacs/28.2/lisp/play/cl-loaddefs
lookup /usr/share/emacs/28.2/lisp/play/cl-loaddefs.gz
lookup /usr/share/emacs/28.2/lisp/org/cl-loaddefs.so
lookup /usr/share/emacs/28.2/lisp/org/cl-loaddefs.so.gz
lookup /usr/share/emacs/28.2/lisp/org/cl-loaddefs.elc
lookup /usr/share/emacs/28.2/lisp/org/cl-loaddefs.elc.gz
lookup /usr/share/emacs/28.2/lisp/org/cl-loaddefs.el
lookup /usr/share/emacs/28.2/lisp/org/cl-loaddefs.el.gz
lookup /usr/share/emacs/28.2/lisp/org/cl-loaddefs
lookup /usr/share/emacs/28.2/lisp/org/cl-loaddefs.gz
lookup /usr/share/emacs/28.2/lisp/nxml/cl-loaddefs.so
lookup /usr/share/emacs/28.2/lisp/nxml/cl-loaddefs.so.gz
lookup /usr/share/emacs/28.2/lisp/nxml/cl-loaddefs.elc
lookup /usr/share/emacs/28.2/lisp/nxml/cl-loaddefs.elc.gz
lookup /usr/share/emacs/28.2/lisp/nxml/cl-loaddefs.el
lookup /usr/share/emacs/28.2/lisp/nxml/cl-loaddefs.el.gz
lookup /usr/share/emacs/28.2/lisp/nxml/cl-loaddefs
lookup /usr/share/emacs/28.2/lisp/nxml/cl-loaddefs.gz
lookup /usr/share/emacs/28.2/lisp/net/cl-loaddefs.so
lookup /usr/share/emacs/28.2/lisp/net/cl-loaddefs.so.gz
lookup /usr/share/emacs/28.2/lisp/net/cl-loaddefs.elc
lookup /usr/share/emacs/28.2/lisp/net/cl-loaddefs.elc.gz
lookup /usr/share/emacs/28.2/lisp/net/cl-loaddefs.el
lookup /usr/share/emacs/28.2/lisp/net/cl-loaddefs.el.gz
lookup /usr/share/emacs/28.2/lisp/net/cl-loaddefs
lookup /usr/share/emacs/28.2/lisp/net/cl-loaddefs.gz
lookup /usr/share/emacs/28.2/lisp/mh-e/cl-loaddefs.so
lookup /usr/share/emacs/28.2/lisp/mh-e/cl-loaddefs.so.gz
lookup /usr/share/emacs/28.2/lisp/mh-e/cl-loaddefs.elc
lookup /usr/share/emacs/28.2/lisp/mh-e/cl-loaddefs.elc.gz
lookup /usr/share/emacs/28.2/lisp/mh-e/cl-loaddefs.el
lookup /usr/share/emacs/28.2/lisp/mh-e/cl-loaddefs.el.gz
lookup /usr/share/emacs/28.2/lisp/mh-e/cl-loaddefs
lookup /usr/share/emacs/28.2/lisp/mh-e/cl-loaddefs.gz
lookup /usr/share/emacs/28.2/lisp/mail/cl-loaddefs.so
lookup /usr/share/emacs/28.2/lisp/mail/cl-loaddefs.so.gz
lookup /usr/share/emacs/28.2/lisp/mail/cl-loaddefs.elc
lookup /usr/share/emacs/28.2/lisp/mail/cl-loaddefs.elc.gz
lookup /usr/share/emacs/28.2/lisp/mail/cl-loaddefs.el
lookup /usr/share/emacs/28.2/lisp/mail/cl-loaddefs.el.gz
lookup /usr/share/emacs/28.2/lisp/mail/cl-loaddefs
lookup /usr/share/emacs/28.2/lisp/mail/cl-loaddefs.gz
lookup /usr/share/emacs/28.2/lisp/leim/cl-loaddefs.so
lookup /usr/share/emacs/28.2/lisp/leim/cl-loaddefs.so.gz
lookup /usr/share/emacs/28.2/lisp/leim/cl-loaddefs.elc
lookup /usr/share/emacs/28.2/lisp/leim/cl-loaddefs.elc.gz
lookup /usr/share/emacs/28.2/lisp/leim/cl-loaddefs.el
lookup /usr/share/emacs/28.2/lisp/leim/cl-loaddefs.el.gz
lookup /usr/share/emacs/28.2/lisp/leim/cl-loaddefs
lookup /usr/share/emacs/28.2/lisp/leim/cl-loaddefs.gz
lookup /usr/share/emacs/28.2/lisp/language/cl-loaddefs.so
lookup /usr/share/emacs/28.2/lisp/language/cl-loaddefs.so.gz
lookup /usr/share/emacs/28.2/lisp/language/cl-loaddefs.elc
lookup /usr/share/emacs/28.2/lisp/language/cl-loaddefs.elc.gz
lookup /usr/share/emacs/28.2/lisp/language/cl-loaddefs.el
lookup /usr/share/emacs/28.2/lisp/language/cl-loaddefs.el.gz
lookup /usr/share/emacs/28.2/lisp/language/cl-loaddefs
lookup /usr/share/emacs/28.2/lisp/language/cl-loaddefs.gz
lookup /usr/share/emacs/28.2/lisp/international/cl-loaddefs.so
lookup /usr/share/emacs/28.2/lisp/international/cl-loaddefs.so.gz
lookup /usr/share/emacs/28.2/lisp/international/cl-loaddefs.elc
lookup /usr/share/emacs/28.2/lisp/international/cl-loaddefs.elc.gz
lookup /usr/share/emacs/28.2/lisp/international/cl-loaddefs.el
lookup /usr/share/emacs/28.2/lisp/international/cl-loaddefs.el.gz
lookup /usr/share/emacs/28.2/lisp/international/cl-loaddefs
lookup /usr/share/emacs/28.2/lisp/international/cl-loaddefs.gz
lookup /usr/share/emacs/28.2/lisp/image/cl-loaddefs.so
lookup /usr/share/emacs/28.2/lisp/image/cl-loaddefs.so.gz
lookup /usr/share/emacs/28.2/lisp/image/cl-loaddefs.elc
lookup /usr/share/emacs/28.2/lisp/image/cl-loaddefs.elc.gz
lookup /usr/share/emacs/28.2/lisp/image/cl-loaddefs.el
lookup /usr/share/emacs/28.2/lisp/image/cl-loaddefs.el.gz
lookup /usr/share/emacs/28.2/lisp/image/cl-loaddefs
lookup /usr/share/emacs/28.2/lisp/image/cl-loaddefs.gz
lookup /usr/share/emacs/28.2/lisp/gnus/cl-loaddefs.so
lookup /usr/share/emacs/28.2/lisp/gnus/cl-loaddefs.so.gz
lookup /usr/share/emacs/28.2/lisp/gnus/cl-loaddefs.elc
lookup /usr/share/emacs/28.2/lisp/gnus/cl-loaddefs.elc.gz
lookup /usr/share/emacs/28.2/lisp/gnus/cl-loaddefs.el
lookup /usr/share/emacs/28.2/lisp/gnus/cl-loaddefs.el.gz
lookup /usr/share/emacs/28.2/lisp/gnus/cl-loaddefs
lookup /usr/share/emacs/28.2/lisp/gnus/cl-loaddefs.gz
lookup /usr/share/emacs/28.2/lisp/eshell/cl-loaddefs.so
lookup /usr/share/emacs/28.2/lisp/eshell/cl-loaddefs.so.gz
lookup /usr/share/emacs/28.2/lisp/eshell/cl-loaddefs.elc
lookup /usr/share/emacs/28.2/lisp/eshell/cl-loaddefs.elc.gz
lookup /usr/share/emacs/28.2/lisp/eshell/cl-loaddefs.el
lookup /usr/share/emacs/28.2/lisp/eshell/cl-loaddefs.el.gz
lookup /usr/share/emacs/28.2/lisp/eshell/cl-loaddefs
lookup /usr/share/emacs/28.2/lisp/eshell/cl-loaddefs.gz
lookup /usr/share/emacs/28.2/lisp/erc/cl-loaddefs.so
lookup /usr/share/emacs/28.2/lisp/erc/cl-loaddefs.so.gz
lookup /usr/share/emacs/28.2/lisp/erc/cl-loaddefs.elc
lookup /usr/share/emacs/28.2/lisp/erc/cl-loaddefs.elc.gz
lookup /usr/share/emacs/28.2/lisp/erc/cl-loaddefs.el
lookup /usr/share/emacs/28.2/lisp/erc/cl-loaddefs.el.gz
lookup /usr/share/emacs/28.2/lisp/erc/cl-loaddefs
lookup /usr/share/emacs/28.2/lisp/erc/cl-loaddefs.gz
lookup /usr/share/emacs/28.2/lisp/emulation/cl-loaddefs.so
lookup /usr/share/emacs/28.2/lisp/emulation/cl-loaddefs.so.gz
lookup /usr/share/emacs/28.2/lisp/emulation/cl-loaddefs.elc
lookup /usr/share/emacs/28.2/lisp/emulation/cl-loaddefs.elc.gz
lookup /usr/share/emacs/28.2/lisp/emulation/cl-loaddefs.el
lookup /usr/share/emacs/28.2/lisp/emulation/cl-loaddefs.el.gz
lookup /usr/share/emacs/28.2/lisp/emulation/cl-loaddefs
lookup /usr/share/emacs/28.2/lisp/emulation/cl-loaddefs.gz
lookup /usr/share/emacs/28.2/lisp/emacs-lisp/cl-loaddefs.so
lookup /usr/share/emacs/28.2/lisp/emacs-lisp/cl-loaddefs.so.gz
lookup /usr/share/emacs/28.2/lisp/emacs-lisp/cl-loaddefs.elc
lookup /usr/share/emacs/28.2/lisp/emacs-lisp/cl-loaddefs.elc.gz
lookup /etc/emacs/cus-load.so
lookup /etc/emacs/cus-load.so.gz
lookup /etc/emacs/cus-load.elc
lookup /etc/emacs/cus-load.elc.gz
lookup /etc/emacs/cus-load.el
lookup /etc/emacs/cus-load.el.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cus-load.so
lookup /usr/local/share/emacs/28.2/site-lisp/cus-load.so.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cus-load.elc
lookup /usr/local/share/emacs/28.2/site-lisp/cus-load.elc.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cus-load.el
lookup /usr/local/share/emacs/28.2/site-lisp/cus-load.el.gz
lookup /usr/local/share/emacs/site-lisp/cus-load.so
lookup /usr/local/share/emacs/site-lisp/cus-load.so.gz
lookup /usr/local/share/emacs/site-lisp/cus-load.elc
lookup /usr/local/share/emacs/site-lisp/cus-load.elc.gz
lookup /usr/local/share/emacs/site-lisp/cus-load.el
lookup /usr/local/share/emacs/site-lisp/cus-load.el.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cus-load.so
lookup /usr/share/emacs/site-lisp/dictionaries-common/cus-load.so.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cus-load.elc
lookup /usr/share/emacs/site-lisp/dictionaries-common/cus-load.elc.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cus-load.el
lookup /usr/share/emacs/site-lisp/dictionaries-common/cus-load.el.gz
lookup /usr/share/emacs/site-lisp/autoconf/cus-load.so
lookup /usr/share/emacs/site-lisp/autoconf/cus-load.so.gz
lookup /usr/share/emacs/site-lisp/autoconf/cus-load.elc
lookup /usr/share/emacs/site-lisp/autoconf/cus-load.elc.gz
lookup /usr/share/emacs/site-lisp/autoconf/cus-load.el
lookup /usr/share/emacs/site-lisp/autoconf/cus-load.el.gz
lookup /usr/share/emacs/28.2/site-lisp/cus-load.so
lookup /usr/share/emacs/28.2/site-lisp/cus-load.so.gz
lookup /usr/share/emacs/28.2/site-lisp/cus-load.elc
lookup /usr/share/emacs/28.2/site-lisp/cus-load.elc.gz
lookup /usr/share/emacs/28.2/site-lisp/cus-load.el
lookup /usr/share/emacs/28.2/site-lisp/cus-load.el.gz
lookup /usr/share/emacs/site-lisp/cus-load.so
lookup /usr/share/emacs/site-lisp/cus-load.so.gz
lookup /usr/share/emacs/site-lisp/cus-load.elc
lookup /usr/share/emacs/site-lisp/cus-load.elc.gz
lookup /usr/share/emacs/site-lisp/cus-load.el
lookup /usr/share/emacs/site-lisp/cus-load.el.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cus-load.so
lookup /usr/share/emacs/site-lisp/llvm-14/cus-load.so.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cus-load.elc
lookup /usr/share/emacs/site-lisp/llvm-14/cus-load.elc.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cus-load.el
lookup /usr/share/emacs/site-lisp/llvm-14/cus-load.el.gz
lookup /usr/share/emacs/28.2/lisp/cus-load.so
lookup /usr/share/emacs/28.2/lisp/cus-load.so.gz
lookup /usr/share/emacs/28.2/lisp/cus-load.elc
lookup /usr/share/emacs/28.2/lisp/cus-load.elc.gz
lookup /etc/emacs/cus-start.so
lookup /etc/emacs/cus-start.so.gz
lookup /etc/emacs/cus-start.elc
lookup /etc/emacs/cus-start.elc.gz
lookup /etc/emacs/cus-start.el
lookup /etc/emacs/cus-start.el.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cus-start.so
lookup /usr/local/share/emacs/28.2/site-lisp/cus-start.so.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cus-start.elc
lookup /usr/local/share/emacs/28.2/site-lisp/cus-start.elc.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cus-start.el
lookup /usr/local/share/emacs/28.2/site-lisp/cus-start.el.gz
lookup /usr/local/share/emacs/site-lisp/cus-start.so
lookup /usr/local/share/emacs/site-lisp/cus-start.so.gz
lookup /usr/local/share/emacs/site-lisp/cus-start.elc
lookup /usr/local/share/emacs/site-lisp/cus-start.elc.gz
lookup /usr/local/share/emacs/site-lisp/cus-start.el
lookup /usr/local/share/emacs/site-lisp/cus-start.el.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cus-start.so
lookup /usr/share/emacs/site-lisp/dictionaries-common/cus-start.so.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cus-start.elc
lookup /usr/share/emacs/site-lisp/dictionaries-common/cus-start.elc.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cus-start.el
lookup /usr/share/emacs/site-lisp/dictionaries-common/cus-start.el.gz
lookup /usr/share/emacs/site-lisp/autoconf/cus-start.so
lookup /usr/share/emacs/site-lisp/autoconf/cus-start.so.gz
lookup /usr/share/emacs/site-lisp/autoconf/cus-start.elc
lookup /usr/share/emacs/site-lisp/autoconf/cus-start.elc.gz
lookup /usr/share/emacs/site-lisp/autoconf/cus-start.el
lookup /usr/share/emacs/site-lisp/autoconf/cus-start.el.gz
lookup /usr/share/emacs/28.2/site-lisp/cus-start.so
lookup /usr/share/emacs/28.2/site-lisp/cus-start.so.gz
lookup /usr/share/emacs/28.2/site-lisp/cus-start.elc
lookup /usr/share/emacs/28.2/site-lisp/cus-start.elc.gz
lookup /usr/share/emacs/28.2/site-lisp/cus-start.el
lookup /usr/share/emacs/28.2/site-lisp/cus-start.el.gz
lookup /usr/share/emacs/site-lisp/cus-start.so
lookup /usr/share/emacs/site-lisp/cus-start.so.gz
lookup /usr/share/emacs/site-lisp/cus-start.elc
lookup /usr/share/emacs/site-lisp/cus-start.elc.gz
lookup /usr/share/emacs/site-lisp/cus-start.el
lookup /usr/share/emacs/site-lisp/cus-start.el.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cus-start.so
lookup /usr/share/emacs/site-lisp/llvm-14/cus-start.so.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cus-start.elc
lookup /usr/share/emacs/site-lisp/llvm-14/cus-start.elc.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cus-start.el
lookup /usr/share/emacs/site-lisp/llvm-14/cus-start.el.gz
lookup /usr/share/emacs/28.2/lisp/cus-start.so
lookup /usr/share/emacs/28.2/lisp/cus-start.so.gz
lookup /usr/share/emacs/28.2/lisp/cus-start.el
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/emacs-record-replay-w7ga9y60/.emacs.d/eln-cache/28.2-6ac46776/cus-start-26315480-6f2c6ee4.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/cus-start-26315480-6f2c6ee4.eln
lookup /etc/emacs/pp.so
lookup /etc/emacs/pp.so.gz
lookup /etc/emacs/pp.elc
lookup /etc/emacs/pp.elc.gz
lookup /etc/emacs/pp.el
lookup /etc/emacs/pp.el.gz
lookup /usr/local/share/emacs/28.2/site-lisp/pp.so
lookup /usr/local/share/emacs/28.2/site-lisp/pp.so.gz
lookup /usr/local/share/emacs/28.2/site-lisp/pp.elc
lookup /usr/local/share/emacs/28.2/site-lisp/pp.elc.gz
lookup /usr/local/share/emacs/28.2/site-lisp/pp.el
lookup /usr/local/share/emacs/28.2/site-lisp/pp.el.gz
lookup /usr/local/share/emacs/site-lisp/pp.so
lookup /usr/local/share/emacs/site-lisp/pp.so.gz
lookup /usr/local/share/emacs/site-lisp/pp.elc
lookup /usr/local/share/emacs/site-lisp/pp.elc.gz
lookup /usr/local/share/emacs/site-lisp/pp.el
lookup /usr/local/share/emacs/site-lisp/pp.el.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/pp.so
lookup /usr/share/emacs/site-lisp/dictionaries-common/pp.so.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/pp.elc
lookup /usr/share/emacs/site-lisp/dictionaries-common/pp.elc.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/pp.el
lookup /usr/share/emacs/site-lisp/dictionaries-common/pp.el.gz
lookup /usr/share/emacs/site-lisp/autoconf/pp.so
lookup /usr/share/emacs/site-lisp/autoconf/pp.so.gz
lookup /usr/share/emacs/site-lisp/autoconf/pp.elc
lookup /usr/share/emacs/site-lisp/autoconf/pp.elc.gz
lookup /usr/share/emacs/site-lisp/autoconf/pp.el
lookup /usr/share/emacs/site-lisp/autoconf/pp.el.gz
lookup /usr/share/emacs/28.2/site-lisp/pp.so
lookup /usr/share/emacs/28.2/site-lisp/pp.so.gz
lookup /usr/share/emacs/28.2/site-lisp/pp.elc
lookup /usr/share/emacs/28.2/site-lisp/pp.elc.gz
lookup /usr/share/emacs/28.2/site-lisp/pp.el
lookup /usr/share/emacs/28.2/site-lisp/pp.el.gz
lookup /usr/share/emacs/site-lisp/pp.so
lookup /usr/share/emacs/site-lisp/pp.so.gz
lookup /usr/share/emacs/site-lisp/pp.elc
lookup /usr/share/emacs/site-lisp/pp.elc.gz
lookup /usr/share/emacs/site-lisp/pp.el
lookup /usr/share/emacs/site-lisp/pp.el.gz
lookup /usr/share/emacs/site-lisp/llvm-14/pp.so
lookup /usr/share/emacs/site-lisp/llvm-14/pp.so.gz
lookup /usr/share/emacs/site-lisp/llvm-14/pp.elc
lookup /usr/share/emacs/site-lisp/llvm-14/pp.elc.gz
lookup /usr/share/emacs/site-lisp/llvm-14/pp.el
lookup /usr/share/emacs/site-lisp/llvm-14/pp.el.gz
lookup /usr/share/emacs/28.2/lisp/pp.so
lookup /usr/share/emacs/28.2/lisp/pp.so.gz
lookup /usr/share/emacs/28.2/lisp/pp.elc
lookup /usr/share/emacs/28.2/lisp/pp.elc.gz
lookup /usr/share/emacs/28.2/lisp/pp.el
lookup /usr/share/emacs/28.2/lisp/pp.el.gz
lookup /usr/share/emacs/28.2/lisp/vc/pp.so
lookup /usr/share/emacs/28.2/lisp/vc/pp.so.gz
lookup /usr/share/emacs/28.2/lisp/vc/pp.elc
lookup /usr/share/emacs/28.2/lisp/vc/pp.elc.gz
lookup /usr/share/emacs/28.2/lisp/vc/pp.el
lookup /usr/share/emacs/28.2/lisp/vc/pp.el.gz
lookup /usr/share/emacs/28.2/lisp/url/pp.so
lookup /usr/share/emacs/28.2/lisp/url/pp.so.gz
lookup /usr/share/emacs/28.2/lisp/url/pp.elc
lookup /usr/share/emacs/28.2/lisp/url/pp.elc.gz
lookup /usr/share/emacs/28.2/lisp/url/pp.el
lookup /usr/share/emacs/28.2/lisp/url/pp.el.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/pp.so
lookup /usr/share/emacs/28.2/lisp/textmodes/pp.so.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/pp.elc
lookup /usr/share/emacs/28.2/lisp/textmodes/pp.elc.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/pp.el
lookup /usr/share/emacs/28.2/lisp/textmodes/pp.el.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/pp.so
lookup /usr/share/emacs/28.2/lisp/progmodes/pp.so.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/pp.elc
lookup /usr/share/emacs/28.2/lisp/progmodes/pp.elc.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/pp.el
lookup /usr/share/emacs/28.2/lisp/progmodes/pp.el.gz
lookup /usr/share/emacs/28.2/lisp/play/pp.so
lookup /usr/share/emacs/28.2/lisp/play/pp.so.gz
lookup /usr/share/emacs/28.2/lisp/play/pp.elc
lookup /usr/share/emacs/28.2/lisp/play/pp.elc.gz
lookup /usr/share/emacs/28.2/lisp/play/pp.el
lookup /usr/share/emacs/28.2/lisp/play/pp.el.gz
lookup /usr/share/emacs/28.2/lisp/org/pp.so
lookup /usr/share/emacs/28.2/lisp/org/pp.so.gz
lookup /usr/share/emacs/28.2/lisp/org/pp.elc
lookup /usr/share/emacs/28.2/lisp/org/pp.elc.gz
lookup /usr/share/emacs/28.2/lisp/org/pp.el
lookup /usr/share/emacs/28.2/lisp/org/pp.el.gz
lookup /usr/share/emacs/28.2/lisp/nxml/pp.so
lookup /usr/share/emacs/28.2/lisp/nxml/pp.so.gz
lookup /usr/share/emacs/28.2/lisp/nxml/pp.elc
lookup /usr/share/emacs/28.2/lisp/nxml/pp.elc.gz
lookup /usr/share/emacs/28.2/lisp/nxml/pp.el
lookup /usr/share/emacs/28.2/lisp/nxml/pp.el.gz
lookup /usr/share/emacs/28.2/lisp/net/pp.so
lookup /usr/share/emacs/28.2/lisp/net/pp.so.gz
lookup /usr/share/emacs/28.2/lisp/net/pp.elc
lookup /usr/share/emacs/28.2/lisp/net/pp.elc.gz
lookup /usr/share/emacs/28.2/lisp/net/pp.el
lookup /usr/share/emacs/28.2/lisp/net/pp.el.gz
lookup /usr/share/emacs/28.2/lisp/mh-e/pp.so
lookup /usr/share/emacs/28.2/lisp/mh-e/pp.so.gz
lookup /usr/share/emacs/28.2/lisp/mh-e/pp.elc
lookup /usr/share/emacs/28.2/lisp/mh-e/pp.elc.gz
lookup /usr/share/emacs/28.2/lisp/mh-e/pp.el
lookup /usr/share/emacs/28.2/lisp/mh-e/pp.el.gz
lookup /usr/share/emacs/28.2/lisp/mail/pp.so
lookup /usr/share/emacs/28.2/lisp/mail/pp.so.gz
lookup /usr/share/emacs/28.2/lisp/mail/pp.elc
lookup /usr/share/emacs/28.2/lisp/mail/pp.elc.gz
lookup /usr/share/emacs/28.2/lisp/mail/pp.el
lookup /usr/share/emacs/28.2/lisp/mail/pp.el.gz
lookup /usr/share/emacs/28.2/lisp/leim/pp.so
lookup /usr/share/emacs/28.2/lisp/leim/pp.so.gz
lookup /usr/share/emacs/28.2/lisp/leim/pp.elc
lookup /usr/share/emacs/28.2/lisp/leim/pp.elc.gz
lookup /usr/share/emacs/28.2/lisp/leim/pp.el
lookup /usr/share/emacs/28.2/lisp/leim/pp.el.gz
lookup /usr/share/emacs/28.2/lisp/language/pp.so
lookup /usr/share/emacs/28.2/lisp/language/pp.so.gz
lookup /usr/share/emacs/28.2/lisp/language/pp.elc
lookup /usr/share/emacs/28.2/lisp/language/pp.elc.gz
lookup /usr/share/emacs/28.2/lisp/language/pp.el
lookup /usr/share/emacs/28.2/lisp/language/pp.el.gz
lookup /usr/share/emacs/28.2/lisp/international/pp.so
lookup /usr/share/emacs/28.2/lisp/international/pp.so.gz
lookup /usr/share/emacs/28.2/lisp/international/pp.elc
lookup /usr/share/emacs/28.2/lisp/international/pp.elc.gz
lookup /usr/share/emacs/28.2/lisp/international/pp.el
lookup /usr/share/emacs/28.2/lisp/international/pp.el.gz
lookup /usr/share/emacs/28.2/lisp/image/pp.so
lookup /usr/share/emacs/28.2/lisp/image/pp.so.gz
lookup /usr/share/emacs/28.2/lisp/image/pp.elc
lookup /usr/share/emacs/28.2/lisp/image/pp.elc.gz
lookup /usr/share/emacs/28.2/lisp/image/pp.el
lookup /usr/share/emacs/28.2/lisp/image/pp.el.gz
lookup /usr/share/emacs/28.2/lisp/gnus/pp.so
lookup /usr/share/emacs/28.2/lisp/gnus/pp.so.gz
lookup /usr/share/emacs/28.2/lisp/gnus/pp.elc
lookup /usr/share/emacs/28.2/lisp/gnus/pp.elc.gz
lookup /usr/share/emacs/28.2/lisp/gnus/pp.el
lookup /usr/share/emacs/28.2/lisp/gnus/pp.el.gz
lookup /usr/share/emacs/28.2/lisp/eshell/pp.so
lookup /usr/share/emacs/28.2/lisp/eshell/pp.so.gz
lookup /usr/share/emacs/28.2/lisp/eshell/pp.elc
lookup /usr/share/emacs/28.2/lisp/eshell/pp.elc.gz
lookup /usr/share/emacs/28.2/lisp/eshell/pp.el
lookup /usr/share/emacs/28.2/lisp/eshell/pp.el.gz
lookup /usr/share/emacs/28.2/lisp/erc/pp.so
lookup /usr/share/emacs/28.2/lisp/erc/pp.so.gz
lookup /usr/share/emacs/28.2/lisp/erc/pp.elc
lookup /usr/share/emacs/28.2/lisp/erc/pp.elc.gz
lookup /usr/share/emacs/28.2/lisp/erc/pp.el
lookup /usr/share/emacs/28.2/lisp/erc/pp.el.gz
lookup /usr/share/emacs/28.2/lisp/emulation/pp.so
lookup /usr/share/emacs/28.2/lisp/emulation/pp.so.gz
lookup /usr/share/emacs/28.2/lisp/emulation/pp.elc
lookup /usr/share/emacs/28.2/lisp/emulation/pp.elc.gz
lookup /usr/share/emacs/28.2/lisp/emulation/pp.el
lookup /usr/share/emacs/28.2/lisp/emulation/pp.el.gz
lookup /usr/share/emacs/28.2/lisp/emacs-lisp/pp.so
lookup /usr/share/emacs/28.2/lisp/emacs-lisp/pp.so.gz
lookup /usr/share/emacs/28.2/lisp/emacs-lisp/pp.el
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/emacs-record-replay-w7ga9y60/.emacs.d/eln-cache/28.2-6ac46776/pp-5d47c1cc-de730a1a.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/pp-5d47c1cc-de730a1a.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/pp-5d47c1cc-de730a1a.eln
lookup /etc/emacs/regexp-opt.so
lookup /etc/emacs/regexp-opt.so.gz
lookup /etc/emacs/regexp-opt.elc
lookup /etc/emacs/regexp-opt.elc.gz
lookup /etc/emacs/regexp-opt.el
lookup /etc/emacs/regexp-opt.el.gz
lookup /usr/local/share/emacs/28.2/site-lisp/regexp-opt.so
lookup /usr/local/share/emacs/28.2/site-lisp/regexp-opt.so.gz
lookup /usr/local/share/emacs/28.2/site-lisp/regexp-opt.elc
lookup /usr/local/share/emacs/28.2/site-lisp/regexp-opt.elc.gz
lookup /usr/local/share/emacs/28.2/site-lisp/regexp-opt.el
lookup /usr/local/share/emacs/28.2/site-lisp/regexp-opt.el.gz
lookup /usr/local/share/emacs/site-lisp/regexp-opt.so
lookup /usr/local/share/emacs/site-lisp/regexp-opt.so.gz
lookup /usr/local/share/emacs/site-lisp/regexp-opt.elc
lookup /usr/local/share/emacs/site-lisp/regexp-opt.elc.gz
lookup /usr/local/share/emacs/site-lisp/regexp-opt.el
lookup /usr/local/share/emacs/site-lisp/regexp-opt.el.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/regexp-opt.so
lookup /usr/share/emacs/site-lisp/dictionaries-common/regexp-opt.so.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/regexp-opt.elc
lookup /usr/share/emacs/site-lisp/dictionaries-common/regexp-opt.elc.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/regexp-opt.el
lookup /usr/share/emacs/site-lisp/dictionaries-common/regexp-opt.el.gz
lookup /usr/share/emacs/site-lisp/autoconf/regexp-opt.so
lookup /usr/share/emacs/site-lisp/autoconf/regexp-opt.so.gz
lookup /usr/share/emacs/site-lisp/autoconf/regexp-opt.elc
lookup /usr/share/emacs/site-lisp/autoconf/regexp-opt.elc.gz
lookup /usr/share/emacs/site-lisp/autoconf/regexp-opt.el
lookup /usr/share/emacs/site-lisp/autoconf/regexp-opt.el.gz
lookup /usr/share/emacs/28.2/site-lisp/regexp-opt.so
lookup /usr/share/emacs/28.2/site-lisp/regexp-opt.so.gz
lookup /usr/share/emacs/28.2/site-lisp/regexp-opt.elc
lookup /usr/share/emacs/28.2/site-lisp/regexp-opt.elc.gz
lookup /usr/share/emacs/28.2/site-lisp/regexp-opt.el
lookup /usr/share/emacs/28.2/site-lisp/regexp-opt.el.gz
lookup /usr/share/emacs/site-lisp/regexp-opt.so
lookup /usr/share/emacs/site-lisp/regexp-opt.so.gz
lookup /usr/share/emacs/site-lisp/regexp-opt.elc
lookup /usr/share/emacs/site-lisp/regexp-opt.elc.gz
lookup /usr/share/emacs/site-lisp/regexp-opt.el
lookup /usr/share/emacs/site-lisp/regexp-opt.el.gz
lookup /usr/share/emacs/site-lisp/llvm-14/regexp-opt.so
lookup /usr/share/emacs/site-lisp/llvm-14/regexp-opt.so.gz
lookup /usr/share/emacs/site-lisp/llvm-14/regexp-opt.elc
lookup /usr/share/emacs/site-lisp/llvm-14/regexp-opt.elc.gz
lookup /usr/share/emacs/site-lisp/llvm-14/regexp-opt.el
lookup /usr/share/emacs/site-lisp/llvm-14/regexp-opt.el.gz
lookup /usr/share/emacs/28.2/lisp/regexp-opt.so
lookup /usr/share/emacs/28.2/lisp/regexp-opt.so.gz
lookup /usr/share/emacs/28.2/lisp/regexp-opt.elc
lookup /usr/share/emacs/28.2/lisp/regexp-opt.elc.gz
lookup /usr/share/emacs/28.2/lisp/regexp-opt.el
lookup /usr/share/emacs/28.2/lisp/regexp-opt.el.gz
lookup /usr/share/emacs/28.2/lisp/vc/regexp-opt.so
lookup /usr/share/emacs/28.2/lisp/vc/regexp-opt.so.gz
lookup /usr/share/emacs/28.2/lisp/vc/regexp-opt.elc
lookup /usr/share/emacs/28.2/lisp/vc/regexp-opt.elc.gz
lookup /usr/share/emacs/28.2/lisp/vc/regexp-opt.el
lookup /usr/share/emacs/28.2/lisp/vc/regexp-opt.el.gz
lookup /usr/share/emacs/28.2/lisp/url/regexp-opt.so
lookup /usr/share/emacs/28.2/lisp/url/regexp-opt.so.gz
lookup /usr/share/emacs/28.2/lisp/url/regexp-opt.elc
lookup /usr/share/emacs/28.2/lisp/url/regexp-opt.elc.gz
lookup /usr/share/emacs/28.2/lisp/url/regexp-opt.el
lookup /usr/share/emacs/28.2/lisp/url/regexp-opt.el.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/regexp-opt.so
lookup /usr/share/emacs/28.2/lisp/textmodes/regexp-opt.so.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/regexp-opt.elc
lookup /usr/share/emacs/28.2/lisp/textmodes/regexp-opt.elc.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/regexp-opt.el
lookup /usr/share/emacs/28.2/lisp/textmodes/regexp-opt.el.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/regexp-opt.so
lookup /usr/share/emacs/28.2/lisp/progmodes/regexp-opt.so.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/regexp-opt.elc
lookup /usr/share/emacs/28.2/lisp/progmodes/regexp-opt.elc.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/regexp-opt.el
lookup /usr/share/emacs/28.2/lisp/progmodes/regexp-opt.el.gz
lookup /usr/share/emacs/28.2/lisp/play/regexp-opt.so
lookup /usr/share/emacs/28.2/lisp/play/regexp-opt.so.gz
lookup /usr/share/emacs/28.2/lisp/play/regexp-opt.elc
lookup /usr/share/emacs/28.2/lisp/play/regexp-opt.elc.gz
lookup /usr/share/emacs/28.2/lisp/play/regexp-opt.el
lookup /usr/share/emacs/28.2/lisp/play/regexp-opt.el.gz
lookup /usr/share/emacs/28.2/lisp/org/regexp-opt.so
lookup /usr/share/emacs/28.2/lisp/org/regexp-opt.so.gz
lookup /usr/share/emacs/28.2/lisp/org/regexp-opt.elc
lookup /usr/share/emacs/28.2/lisp/org/regexp-opt.elc.gz
lookup /usr/share/emacs/28.2/lisp/org/regexp-opt.el
lookup /usr/share/emacs/28.2/lisp/org/regexp-opt.el.gz
lookup /usr/share/emacs/28.2/lisp/nxml/regexp-opt.so
lookup /usr/share/emacs/28.2/lisp/nxml/regexp-opt.so.gz
lookup /usr/share/emacs/28.2/lisp/nxml/regexp-opt.elc
lookup /usr/share/emacs/28.2/lisp/nxml/regexp-opt.elc.gz
lookup /usr/share/emacs/28.2/lisp/nxml/regexp-opt.el
lookup /usr/share/emacs/28.2/lisp/nxml/regexp-opt.el.gz
lookup /usr/share/emacs/28.2/lisp/net/regexp-opt.so
lookup /usr/share/emacs/28.2/lisp/net/regexp-opt.so.gz
lookup /usr/share/emacs/28.2/lisp/net/regexp-opt.elc
lookup /usr/share/emacs/28.2/lisp/net/regexp-opt.elc.gz
lookup /usr/share/emacs/28.2/lisp/net/regexp-opt.el
lookup /usr/share/emacs/28.2/lisp/net/regexp-opt.el.gz
lookup /usr/share/emacs/28.2/lisp/mh-e/regexp-opt.so
lookup /usr/share/emacs/28.2/lisp/mh-e/regexp-opt.so.gz
lookup /usr/share/emacs/28.2/lisp/mh-e/regexp-opt.elc
lookup /usr/share/emacs/28.2/lisp/mh-e/regexp-opt.elc.gz
lookup /usr/share/emacs/28.2/lisp/mh-e/regexp-opt.el
lookup /usr/share/emacs/28.2/lisp/mh-e/regexp-opt.el.gz
lookup /usr/share/emacs/28.2/lisp/mail/regexp-opt.so
lookup /usr/share/emacs/28.2/lisp/mail/regexp-opt.so.gz
lookup /usr/share/emacs/28.2/lisp/mail/regexp-opt.elc
lookup /usr/share/emacs/28.2/lisp/mail/regexp-opt.elc.gz
lookup /usr/share/emacs/28.2/lisp/mail/regexp-opt.el
lookup /usr/share/emacs/28.2/lisp/mail/regexp-opt.el.gz
lookup /usr/share/emacs/28.2/lisp/leim/regexp-opt.so
lookup /usr/share/emacs/28.2/lisp/leim/regexp-opt.so.gz
lookup /usr/share/emacs/28.2/lisp/leim/regexp-opt.elc
lookup /usr/share/emacs/28.2/lisp/leim/regexp-opt.elc.gz
lookup /usr/share/emacs/28.2/lisp/leim/regexp-opt.el
lookup /usr/share/emacs/28.2/lisp/leim/regexp-opt.el.gz
lookup /usr/share/emacs/28.2/lisp/language/regexp-opt.so
lookup /usr/share/emacs/28.2/lisp/language/regexp-opt.so.gz
lookup /usr/share/emacs/28.2/lisp/language/regexp-opt.elc
lookup /usr/share/emacs/28.2/lisp/language/regexp-opt.elc.gz
lookup /usr/share/emacs/28.2/lisp/language/regexp-opt.el
lookup /usr/share/emacs/28.2/lisp/language/regexp-opt.el.gz
lookup /usr/share/emacs/28.2/lisp/international/regexp-opt.so
lookup /usr/share/emacs/28.2/lisp/international/regexp-opt.so.gz
lookup /usr/share/emacs/28.2/lisp/international/regexp-opt.elc
lookup /usr/share/emacs/28.2/lisp/international/regexp-opt.elc.gz
lookup /usr/share/emacs/28.2/lisp/international/regexp-opt.el
lookup /usr/share/emacs/28.2/lisp/international/regexp-opt.el.gz
lookup /usr/share/emacs/28.2/lisp/image/regexp-opt.so
lookup /usr/share/emacs/28.2/lisp/image/regexp-opt.so.gz
lookup /usr/share/emacs/28.2/lisp/image/regexp-opt.elc
lookup /usr/share/emacs/28.2/lisp/image/regexp-opt.elc.gz
lookup /usr/share/emacs/28.2/lisp/image/regexp-opt.el
lookup /usr/share/emacs/28.2/lisp/image/regexp-opt.el.gz
lookup /usr/share/emacs/28.2/lisp/gnus/regexp-opt.so
lookup /usr/share/emacs/28.2/lisp/gnus/regexp-opt.so.gz
lookup /usr/share/emacs/28.2/lisp/gnus/regexp-opt.elc
lookup /usr/share/emacs/28.2/lisp/gnus/regexp-opt.elc.gz
lookup /usr/share/emacs/28.2/lisp/gnus/regexp-opt.el
lookup /usr/share/emacs/28.2/lisp/gnus/regexp-opt.el.gz
lookup /usr/share/emacs/28.2/lisp/eshell/regexp-opt.so
lookup /usr/share/emacs/28.2/lisp/eshell/regexp-opt.so.gz
lookup /usr/share/emacs/28.2/lisp/eshell/regexp-opt.elc
lookup /usr/share/emacs/28.2/lisp/eshell/regexp-opt.elc.gz
lookup /usr/share/emacs/28.2/lisp/eshell/regexp-opt.el
lookup /usr/share/emacs/28.2/lisp/eshell/regexp-opt.el.gz
lookup /usr/share/emacs/28.2/lisp/erc/regexp-opt.so
lookup /usr/share/emacs/28.2/lisp/erc/regexp-opt.so.gz
lookup /usr/share/emacs/28.2/lisp/erc/regexp-opt.elc
lookup /usr/share/emacs/28.2/lisp/erc/regexp-opt.elc.gz
lookup /usr/share/emacs/28.2/lisp/erc/regexp-opt.el
lookup /usr/share/emacs/28.2/lisp/erc/regexp-opt.el.gz
lookup /usr/share/emacs/28.2/lisp/emulation/regexp-opt.so
lookup /usr/share/emacs/28.2/lisp/emulation/regexp-opt.so.gz
lookup /usr/share/emacs/28.2/lisp/emulation/regexp-opt.elc
lookup /usr/share/emacs/28.2/lisp/emulation/regexp-opt.elc.gz
lookup /usr/share/emacs/28.2/lisp/emulation/regexp-opt.el
lookup /usr/share/emacs/28.2/lisp/emulation/regexp-opt.el.gz
lookup /usr/share/emacs/28.2/lisp/emacs-lisp/regexp-opt.so
lookup /usr/share/emacs/28.2/lisp/emacs-lisp/regexp-opt.so.gz
lookup /usr/share/emacs/28.2/lisp/emacs-lisp/regexp-opt.el
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/emacs-record-replay-w7ga9y60/.emacs.d/eln-cache/28.2-6ac46776/regexp-opt-d2355c94-5f9416fe.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/regexp-opt-d2355c94-5f9416fe.eln
lookup /tmp ino=246947
lookup /tmp/preload-scratch.xxr9pG ino=2
lookup /tmp/preload-scratch.xxr9pG/tmp ino=393217
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua ino=393218
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/.#hello.c
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/.dir-locals-2.el
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/.dir-locals.el
lookup /tmp/preload-scratch.xxr9pG/tmp/. ino=393217
lookup /tmp/preload-scratch.xxr9pG/tmp/.dir-locals-2.el
lookup /tmp/preload-scratch.xxr9pG/tmp/.dir-locals.el
lookup /tmp/preload-scratch.xxr9pG/. ino=2
lookup /tmp/preload-scratch.xxr9pG/.dir-locals-2.el
lookup /tmp/preload-scratch.xxr9pG/.dir-locals.el
lookup /tmp/. ino=246947
lookup /tmp/.dir-locals-2.el
lookup /tmp/.dir-locals.el
lookup /.dir-locals-2.el
lookup /.dir-locals.el
lookup /etc/emacs/cc-mode.so
lookup /etc/emacs/cc-mode.so.gz
lookup /etc/emacs/cc-mode.elc
lookup /etc/emacs/cc-mode.elc.gz
lookup /etc/emacs/cc-mode.el
lookup /etc/emacs/cc-mode.el.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cc-mode.so
lookup /usr/local/share/emacs/28.2/site-lisp/cc-mode.so.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cc-mode.elc
lookup /usr/local/share/emacs/28.2/site-lisp/cc-mode.elc.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cc-mode.el
lookup /usr/local/share/emacs/28.2/site-lisp/cc-mode.el.gz
lookup /usr/local/share/emacs/site-lisp/cc-mode.so
lookup /usr/local/share/emacs/site-lisp/cc-mode.so.gz
lookup /usr/local/share/emacs/site-lisp/cc-mode.elc
lookup /usr/local/share/emacs/site-lisp/cc-mode.elc.gz
lookup /usr/local/share/emacs/site-lisp/cc-mode.el
lookup /usr/local/share/emacs/site-lisp/cc-mode.el.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-mode.so
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-mode.so.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-mode.elc
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-mode.elc.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-mode.el
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-mode.el.gz
lookup /usr/share/emacs/site-lisp/autoconf/cc-mode.so
lookup /usr/share/emacs/site-lisp/autoconf/cc-mode.so.gz
lookup /usr/share/emacs/site-lisp/autoconf/cc-mode.elc
lookup /usr/share/emacs/site-lisp/autoconf/cc-mode.elc.gz
lookup /usr/share/emacs/site-lisp/autoconf/cc-mode.el
lookup /usr/share/emacs/site-lisp/autoconf/cc-mode.el.gz
lookup /usr/share/emacs/28.2/site-lisp/cc-mode.so
lookup /usr/share/emacs/28.2/site-lisp/cc-mode.so.gz
lookup /usr/share/emacs/28.2/site-lisp/cc-mode.elc
lookup /usr/share/emacs/28.2/site-lisp/cc-mode.elc.gz
lookup /usr/share/emacs/28.2/site-lisp/cc-mode.el
lookup /usr/share/emacs/28.2/site-lisp/cc-mode.el.gz
lookup /usr/share/emacs/site-lisp/cc-mode.so
lookup /usr/share/emacs/site-lisp/cc-mode.so.gz
lookup /usr/share/emacs/site-lisp/cc-mode.elc
lookup /usr/share/emacs/site-lisp/cc-mode.elc.gz
lookup /usr/share/emacs/site-lisp/cc-mode.el
lookup /usr/share/emacs/site-lisp/cc-mode.el.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cc-mode.so
lookup /usr/share/emacs/site-lisp/llvm-14/cc-mode.so.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cc-mode.elc
lookup /usr/share/emacs/site-lisp/llvm-14/cc-mode.elc.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cc-mode.el
lookup /usr/share/emacs/site-lisp/llvm-14/cc-mode.el.gz
lookup /usr/share/emacs/28.2/lisp/cc-mode.so
lookup /usr/share/emacs/28.2/lisp/cc-mode.so.gz
lookup /usr/share/emacs/28.2/lisp/cc-mode.elc
lookup /usr/share/emacs/28.2/lisp/cc-mode.elc.gz
lookup /usr/share/emacs/28.2/lisp/cc-mode.el
lookup /usr/share/emacs/28.2/lisp/cc-mode.el.gz
lookup /usr/share/emacs/28.2/lisp/vc/cc-mode.so
lookup /usr/share/emacs/28.2/lisp/vc/cc-mode.so.gz
lookup /usr/share/emacs/28.2/lisp/vc/cc-mode.elc
lookup /usr/share/emacs/28.2/lisp/vc/cc-mode.elc.gz
lookup /usr/share/emacs/28.2/lisp/vc/cc-mode.el
lookup /usr/share/emacs/28.2/lisp/vc/cc-mode.el.gz
lookup /usr/share/emacs/28.2/lisp/url/cc-mode.so
lookup /usr/share/emacs/28.2/lisp/url/cc-mode.so.gz
lookup /usr/share/emacs/28.2/lisp/url/cc-mode.elc
lookup /usr/share/emacs/28.2/lisp/url/cc-mode.elc.gz
lookup /usr/share/emacs/28.2/lisp/url/cc-mode.el
lookup /usr/share/emacs/28.2/lisp/url/cc-mode.el.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-mode.so
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-mode.so.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-mode.elc
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-mode.elc.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-mode.el
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-mode.el.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/cc-mode.so
lookup /usr/share/emacs/28.2/lisp/progmodes/cc-mode.so.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/cc-mode.el
lookup /usr/share/emacs/28.2/lisp/progmodes ino=181685
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/emacs-record-replay-w7ga9y60/.emacs.d/eln-cache/28.2-6ac46776/cc-mode-515a98a5-83bd82b4.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/cc-mode-515a98a5-83bd82b4.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/cc-mode-515a98a5-83bd82b4.eln
lookup /etc/emacs/cc-defs.so
lookup /etc/emacs/cc-defs.so.gz
lookup /etc/emacs/cc-defs.elc
lookup /etc/emacs/cc-defs.elc.gz
lookup /etc/emacs/cc-defs.el
lookup /etc/emacs/cc-defs.el.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cc-defs.so
lookup /usr/local/share/emacs/28.2/site-lisp/cc-defs.so.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cc-defs.elc
lookup /usr/local/share/emacs/28.2/site-lisp/cc-defs.elc.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cc-defs.el
lookup /usr/local/share/emacs/28.2/site-lisp/cc-defs.el.gz
lookup /usr/local/share/emacs/site-lisp/cc-defs.so
lookup /usr/local/share/emacs/site-lisp/cc-defs.so.gz
lookup /usr/local/share/emacs/site-lisp/cc-defs.elc
lookup /usr/local/share/emacs/site-lisp/cc-defs.elc.gz
lookup /usr/local/share/emacs/site-lisp/cc-defs.el
lookup /usr/local/share/emacs/site-lisp/cc-defs.el.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-defs.so
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-defs.so.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-defs.elc
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-defs.elc.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-defs.el
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-defs.el.gz
lookup /usr/share/emacs/site-lisp/autoconf/cc-defs.so
lookup /usr/share/emacs/site-lisp/autoconf/cc-defs.so.gz
lookup /usr/share/emacs/site-lisp/autoconf/cc-defs.elc
lookup /usr/share/emacs/site-lisp/autoconf/cc-defs.elc.gz
lookup /usr/share/emacs/site-lisp/autoconf/cc-defs.el
lookup /usr/share/emacs/site-lisp/autoconf/cc-defs.el.gz
lookup /usr/share/emacs/28.2/site-lisp/cc-defs.so
lookup /usr/share/emacs/28.2/site-lisp/cc-defs.so.gz
lookup /usr/share/emacs/28.2/site-lisp/cc-defs.elc
lookup /usr/share/emacs/28.2/site-lisp/cc-defs.elc.gz
lookup /usr/share/emacs/28.2/site-lisp/cc-defs.el
lookup /usr/share/emacs/28.2/site-lisp/cc-defs.el.gz
lookup /usr/share/emacs/site-lisp/cc-defs.so
lookup /usr/share/emacs/site-lisp/cc-defs.so.gz
lookup /usr/share/emacs/site-lisp/cc-defs.elc
lookup /usr/share/emacs/site-lisp/cc-defs.elc.gz
lookup /usr/share/emacs/site-lisp/cc-defs.el
lookup /usr/share/emacs/site-lisp/cc-defs.el.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cc-defs.so
lookup /usr/share/emacs/site-lisp/llvm-14/cc-defs.so.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cc-defs.elc
lookup /usr/share/emacs/site-lisp/llvm-14/cc-defs.elc.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cc-defs.el
lookup /usr/share/emacs/site-lisp/llvm-14/cc-defs.el.gz
lookup /usr/share/emacs/28.2/lisp/cc-defs.so
lookup /usr/share/emacs/28.2/lisp/cc-defs.so.gz
lookup /usr/share/emacs/28.2/lisp/cc-defs.elc
lookup /usr/share/emacs/28.2/lisp/cc-defs.elc.gz
lookup /usr/share/emacs/28.2/lisp/cc-defs.el
lookup /usr/share/emacs/28.2/lisp/cc-defs.el.gz
lookup /usr/share/emacs/28.2/lisp/vc/cc-defs.so
lookup /usr/share/emacs/28.2/lisp/vc/cc-defs.so.gz
lookup /usr/share/emacs/28.2/lisp/vc/cc-defs.elc
lookup /usr/share/emacs/28.2/lisp/vc/cc-defs.elc.gz
lookup /usr/share/emacs/28.2/lisp/vc/cc-defs.el
lookup /usr/share/emacs/28.2/lisp/vc/cc-defs.el.gz
lookup /usr/share/emacs/28.2/lisp/url/cc-defs.so
lookup /usr/share/emacs/28.2/lisp/url/cc-defs.so.gz
lookup /usr/share/emacs/28.2/lisp/url/cc-defs.elc
lookup /usr/share/emacs/28.2/lisp/url/cc-defs.elc.gz
lookup /usr/share/emacs/28.2/lisp/url/cc-defs.el
lookup /usr/share/emacs/28.2/lisp/url/cc-defs.el.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-defs.so
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-defs.so.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-defs.elc
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-defs.elc.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-defs.el
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-defs.el.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/cc-defs.so
lookup /usr/share/emacs/28.2/lisp/progmodes/cc-defs.so.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/cc-defs.el
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/emacs-record-replay-w7ga9y60/.emacs.d/eln-cache/28.2-6ac46776/cc-defs-029877ca-98767b6b.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/cc-defs-029877ca-98767b6b.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/cc-defs-029877ca-98767b6b.eln
lookup /etc/emacs/cl-lib
lookup /etc/emacs/cl-lib.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cl-lib
lookup /usr/local/share/emacs/28.2/site-lisp/cl-lib.gz
lookup /usr/local/share/emacs/site-lisp/cl-lib
lookup /usr/local/share/emacs/site-lisp/cl-lib.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cl-lib
lookup /usr/share/emacs/site-lisp/dictionaries-common/cl-lib.gz
lookup /usr/share/emacs/site-lisp/autoconf/cl-lib
lookup /usr/share/emacs/site-lisp/autoconf/cl-lib.gz
lookup /usr/share/emacs/28.2/site-lisp/cl-lib
lookup /usr/share/emacs/28.2/site-lisp/cl-lib.gz
lookup /usr/share/emacs/site-lisp/cl-lib
lookup /usr/share/emacs/site-lisp/cl-lib.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cl-lib
lookup /usr/share/emacs/site-lisp/llvm-14/cl-lib.gz
lookup /usr/share/emacs/28.2/lisp/cl-lib
lookup /usr/share/emacs/28.2/lisp/cl-lib.gz
lookup /usr/share/emacs/28.2/lisp/vc/cl-lib
lookup /usr/share/emacs/28.2/lisp/vc/cl-lib.gz
lookup /usr/share/emacs/28.2/lisp/url/cl-lib
lookup /usr/share/emacs/28.2/lisp/url/cl-lib.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cl-lib
lookup /usr/share/emacs/28.2/lisp/textmodes/cl-lib.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/cl-lib
lookup /usr/share/emacs/28.2/lisp/progmodes/cl-lib.gz
lookup /usr/share/emacs/28.2/lisp/play/cl-lib
lookup /usr/share/emacs/28.2/lisp/play/cl-lib.gz
lookup /usr/share/emacs/28.2/lisp/org/cl-lib
lookup /usr/share/emacs/28.2/lisp/org/cl-lib.gz
lookup /usr/share/emacs/28.2/lisp/nxml/cl-lib
lookup /usr/share/emacs/28.2/lisp/nxml/cl-lib.gz
lookup /usr/share/emacs/28.2/lisp/net/cl-lib
lookup /usr/share/emacs/28.2/lisp/net/cl-lib.gz
lookup /usr/share/emacs/28.2/lisp/mh-e/cl-lib
lookup /usr/share/emacs/28.2/lisp/mh-e/cl-lib.gz
lookup /usr/share/emacs/28.2/lisp/mail/cl-lib
lookup /usr/share/emacs/28.2/lisp/mail/cl-lib.gz
lookup /usr/share/emacs/28.2/lisp/leim/cl-lib
lookup /usr/share/emacs/28.2/lisp/leim/cl-lib.gz
lookup /usr/share/emacs/28.2/lisp/language/cl-lib
lookup /usr/share/emacs/28.2/lisp/language/cl-lib.gz
lookup /usr/share/emacs/28.2/lisp/international/cl-lib
lookup /usr/share/emacs/28.2/lisp/international/cl-lib.gz
lookup /usr/share/emacs/28.2/lisp/image/cl-lib
lookup /usr/share/emacs/28.2/lisp/image/cl-lib.gz
lookup /usr/share/emacs/28.2/lisp/gnus/cl-lib
lookup /usr/share/emacs/28.2/lisp/gnus/cl-lib.gz
lookup /usr/share/emacs/28.2/lisp/eshell/cl-lib
lookup /usr/share/emacs/28.2/lisp/eshell/cl-lib.gz
lookup /usr/share/emacs/28.2/lisp/erc/cl-lib
lookup /usr/share/emacs/28.2/lisp/erc/cl-lib.gz
lookup /usr/share/emacs/28.2/lisp/emulation/cl-lib
lookup /usr/share/emacs/28.2/lisp/emulation/cl-lib.gz
lookup /etc/emacs/cc-vars.so
lookup /etc/emacs/cc-vars.so.gz
lookup /etc/emacs/cc-vars.elc
lookup /etc/emacs/cc-vars.elc.gz
lookup /etc/emacs/cc-vars.el
lookup /etc/emacs/cc-vars.el.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cc-vars.so
lookup /usr/local/share/emacs/28.2/site-lisp/cc-vars.so.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cc-vars.elc
lookup /usr/local/share/emacs/28.2/site-lisp/cc-vars.elc.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cc-vars.el
lookup /usr/local/share/emacs/28.2/site-lisp/cc-vars.el.gz
lookup /usr/local/share/emacs/site-lisp/cc-vars.so
lookup /usr/local/share/emacs/site-lisp/cc-vars.so.gz
lookup /usr/local/share/emacs/site-lisp/cc-vars.elc
lookup /usr/local/share/emacs/site-lisp/cc-vars.elc.gz
lookup /usr/local/share/emacs/site-lisp/cc-vars.el
lookup /usr/local/share/emacs/site-lisp/cc-vars.el.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-vars.so
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-vars.so.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-vars.elc
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-vars.elc.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-vars.el
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-vars.el.gz
lookup /usr/share/emacs/site-lisp/autoconf/cc-vars.so
lookup /usr/share/emacs/site-lisp/autoconf/cc-vars.so.gz
lookup /usr/share/emacs/site-lisp/autoconf/cc-vars.elc
lookup /usr/share/emacs/site-lisp/autoconf/cc-vars.elc.gz
lookup /usr/share/emacs/site-lisp/autoconf/cc-vars.el
lookup /usr/share/emacs/site-lisp/autoconf/cc-vars.el.gz
lookup /usr/share/emacs/28.2/site-lisp/cc-vars.so
lookup /usr/share/emacs/28.2/site-lisp/cc-vars.so.gz
lookup /usr/share/emacs/28.2/site-lisp/cc-vars.elc
lookup /usr/share/emacs/28.2/site-lisp/cc-vars.elc.gz
lookup /usr/share/emacs/28.2/site-lisp/cc-vars.el
lookup /usr/share/emacs/28.2/site-lisp/cc-vars.el.gz
lookup /usr/share/emacs/site-lisp/cc-vars.so
lookup /usr/share/emacs/site-lisp/cc-vars.so.gz
lookup /usr/share/emacs/site-lisp/cc-vars.elc
lookup /usr/share/emacs/site-lisp/cc-vars.elc.gz
lookup /usr/share/emacs/site-lisp/cc-vars.el
lookup /usr/share/emacs/site-lisp/cc-vars.el.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cc-vars.so
lookup /usr/share/emacs/site-lisp/llvm-14/cc-vars.so.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cc-vars.elc
lookup /usr/share/emacs/site-lisp/llvm-14/cc-vars.elc.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cc-vars.el
lookup /usr/share/emacs/site-lisp/llvm-14/cc-vars.el.gz
lookup /usr/share/emacs/28.2/lisp/cc-vars.so
lookup /usr/share/emacs/28.2/lisp/cc-vars.so.gz
lookup /usr/share/emacs/28.2/lisp/cc-vars.elc
lookup /usr/share/emacs/28.2/lisp/cc-vars.elc.gz
lookup /usr/share/emacs/28.2/lisp/cc-vars.el
lookup /usr/share/emacs/28.2/lisp/cc-vars.el.gz
lookup /usr/share/emacs/28.2/lisp/vc/cc-vars.so
lookup /usr/share/emacs/28.2/lisp/vc/cc-vars.so.gz
lookup /usr/share/emacs/28.2/lisp/vc/cc-vars.elc
lookup /usr/share/emacs/28.2/lisp/vc/cc-vars.elc.gz
lookup /usr/share/emacs/28.2/lisp/vc/cc-vars.el
lookup /usr/share/emacs/28.2/lisp/vc/cc-vars.el.gz
lookup /usr/share/emacs/28.2/lisp/url/cc-vars.so
lookup /usr/share/emacs/28.2/lisp/url/cc-vars.so.gz
lookup /usr/share/emacs/28.2/lisp/url/cc-vars.elc
lookup /usr/share/emacs/28.2/lisp/url/cc-vars.elc.gz
lookup /usr/share/emacs/28.2/lisp/url/cc-vars.el
lookup /usr/share/emacs/28.2/lisp/url/cc-vars.el.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-vars.so
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-vars.so.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-vars.elc
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-vars.elc.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-vars.el
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-vars.el.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/cc-vars.so
lookup /usr/share/emacs/28.2/lisp/progmodes/cc-vars.so.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/cc-vars.el
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/emacs-record-replay-w7ga9y60/.emacs.d/eln-cache/28.2-6ac46776/cc-vars-6cc3f0fc-a4ab31d9.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/cc-vars-6cc3f0fc-a4ab31d9.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/cc-vars-6cc3f0fc-a4ab31d9.eln
lookup /etc/emacs/cc-engine.so
lookup /etc/emacs/cc-engine.so.gz
lookup /etc/emacs/cc-engine.elc
lookup /etc/emacs/cc-engine.elc.gz
lookup /etc/emacs/cc-engine.el
lookup /etc/emacs/cc-engine.el.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cc-engine.so
lookup /usr/local/share/emacs/28.2/site-lisp/cc-engine.so.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cc-engine.elc
lookup /usr/local/share/emacs/28.2/site-lisp/cc-engine.elc.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cc-engine.el
lookup /usr/local/share/emacs/28.2/site-lisp/cc-engine.el.gz
lookup /usr/local/share/emacs/site-lisp/cc-engine.so
lookup /usr/local/share/emacs/site-lisp/cc-engine.so.gz
lookup /usr/local/share/emacs/site-lisp/cc-engine.elc
lookup /usr/local/share/emacs/site-lisp/cc-engine.elc.gz
lookup /usr/local/share/emacs/site-lisp/cc-engine.el
lookup /usr/local/share/emacs/site-lisp/cc-engine.el.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-engine.so
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-engine.so.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-engine.elc
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-engine.elc.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-engine.el
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-engine.el.gz
lookup /usr/share/emacs/site-lisp/autoconf/cc-engine.so
lookup /usr/share/emacs/site-lisp/autoconf/cc-engine.so.gz
lookup /usr/share/emacs/site-lisp/autoconf/cc-engine.elc
lookup /usr/share/emacs/site-lisp/autoconf/cc-engine.elc.gz
lookup /usr/share/emacs/site-lisp/autoconf/cc-engine.el
lookup /usr/share/emacs/site-lisp/autoconf/cc-engine.el.gz
lookup /usr/share/emacs/28.2/site-lisp/cc-engine.so
lookup /usr/share/emacs/28.2/site-lisp/cc-engine.so.gz
lookup /usr/share/emacs/28.2/site-lisp/cc-engine.elc
lookup /usr/share/emacs/28.2/site-lisp/cc-engine.elc.gz
lookup /usr/share/emacs/28.2/site-lisp/cc-engine.el
lookup /usr/share/emacs/28.2/site-lisp/cc-engine.el.gz
lookup /usr/share/emacs/site-lisp/cc-engine.so
lookup /usr/share/emacs/site-lisp/cc-engine.so.gz
lookup /usr/share/emacs/site-lisp/cc-engine.elc
lookup /usr/share/emacs/site-lisp/cc-engine.elc.gz
lookup /usr/share/emacs/site-lisp/cc-engine.el
lookup /usr/share/emacs/site-lisp/cc-engine.el.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cc-engine.so
lookup /usr/share/emacs/site-lisp/llvm-14/cc-engine.so.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cc-engine.elc
lookup /usr/share/emacs/site-lisp/llvm-14/cc-engine.elc.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cc-engine.el
lookup /usr/share/emacs/site-lisp/llvm-14/cc-engine.el.gz
lookup /usr/share/emacs/28.2/lisp/cc-engine.so
lookup /usr/share/emacs/28.2/lisp/cc-engine.so.gz
lookup /usr/share/emacs/28.2/lisp/cc-engine.elc
lookup /usr/share/emacs/28.2/lisp/cc-engine.elc.gz
lookup /usr/share/emacs/28.2/lisp/cc-engine.el
lookup /usr/share/emacs/28.2/lisp/cc-engine.el.gz
lookup /usr/share/emacs/28.2/lisp/vc/cc-engine.so
lookup /usr/share/emacs/28.2/lisp/vc/cc-engine.so.gz
lookup /usr/share/emacs/28.2/lisp/vc/cc-engine.elc
lookup /usr/share/emacs/28.2/lisp/vc/cc-engine.elc.gz
lookup /usr/share/emacs/28.2/lisp/vc/cc-engine.el
lookup /usr/share/emacs/28.2/lisp/vc/cc-engine.el.gz
lookup /usr/share/emacs/28.2/lisp/url/cc-engine.so
lookup /usr/share/emacs/28.2/lisp/url/cc-engine.so.gz
lookup /usr/share/emacs/28.2/lisp/url/cc-engine.elc
lookup /usr/share/emacs/28.2/lisp/url/cc-engine.elc.gz
lookup /usr/share/emacs/28.2/lisp/url/cc-engine.el
lookup /usr/share/emacs/28.2/lisp/url/cc-engine.el.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-engine.so
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-engine.so.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-engine.elc
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-engine.elc.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-engine.el
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-engine.el.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/cc-engine.so
lookup /usr/share/emacs/28.2/lisp/progmodes/cc-engine.so.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/cc-engine.el
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/emacs-record-replay-w7ga9y60/.emacs.d/eln-cache/28.2-6ac46776/cc-engine-ccfcb170-d25ad0cd.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/cc-engine-ccfcb170-d25ad0cd.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/cc-engine-ccfcb170-d25ad0cd.eln
lookup /etc/emacs/cc-styles.so
lookup /etc/emacs/cc-styles.so.gz
lookup /etc/emacs/cc-styles.elc
lookup /etc/emacs/cc-styles.elc.gz
lookup /etc/emacs/cc-styles.el
lookup /etc/emacs/cc-styles.el.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cc-styles.so
lookup /usr/local/share/emacs/28.2/site-lisp/cc-styles.so.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cc-styles.elc
lookup /usr/local/share/emacs/28.2/site-lisp/cc-styles.elc.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cc-styles.el
lookup /usr/local/share/emacs/28.2/site-lisp/cc-styles.el.gz
lookup /usr/local/share/emacs/site-lisp/cc-styles.so
lookup /usr/local/share/emacs/site-lisp/cc-styles.so.gz
lookup /usr/local/share/emacs/site-lisp/cc-styles.elc
lookup /usr/local/share/emacs/site-lisp/cc-styles.elc.gz
lookup /usr/local/share/emacs/site-lisp/cc-styles.el
lookup /usr/local/share/emacs/site-lisp/cc-styles.el.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-styles.so
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-styles.so.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-styles.elc
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-styles.elc.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-styles.el
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-styles.el.gz
lookup /usr/share/emacs/site-lisp/autoconf/cc-styles.so
lookup /usr/share/emacs/site-lisp/autoconf/cc-styles.so.gz
lookup /usr/share/emacs/site-lisp/autoconf/cc-styles.elc
lookup /usr/share/emacs/site-lisp/autoconf/cc-styles.elc.gz
lookup /usr/share/emacs/site-lisp/autoconf/cc-styles.el
lookup /usr/share/emacs/site-lisp/autoconf/cc-styles.el.gz
lookup /usr/share/emacs/28.2/site-lisp/cc-styles.so
lookup /usr/share/emacs/28.2/site-lisp/cc-styles.so.gz
lookup /usr/share/emacs/28.2/site-lisp/cc-styles.elc
lookup /usr/share/emacs/28.2/site-lisp/cc-styles.elc.gz
lookup /usr/share/emacs/28.2/site-lisp/cc-styles.el
lookup /usr/share/emacs/28.2/site-lisp/cc-styles.el.gz
lookup /usr/share/emacs/site-lisp/cc-styles.so
lookup /usr/share/emacs/site-lisp/cc-styles.so.gz
lookup /usr/share/emacs/site-lisp/cc-styles.elc
lookup /usr/share/emacs/site-lisp/cc-styles.elc.gz
lookup /usr/share/emacs/site-lisp/cc-styles.el
lookup /usr/share/emacs/site-lisp/cc-styles.el.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cc-styles.so
lookup /usr/share/emacs/site-lisp/llvm-14/cc-styles.so.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cc-styles.elc
lookup /usr/share/emacs/site-lisp/llvm-14/cc-styles.elc.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cc-styles.el
lookup /usr/share/emacs/site-lisp/llvm-14/cc-styles.el.gz
lookup /usr/share/emacs/28.2/lisp/cc-styles.so
lookup /usr/share/emacs/28.2/lisp/cc-styles.so.gz
lookup /usr/share/emacs/28.2/lisp/cc-styles.elc
lookup /usr/share/emacs/28.2/lisp/cc-styles.elc.gz
lookup /usr/share/emacs/28.2/lisp/cc-styles.el
lookup /usr/share/emacs/28.2/lisp/cc-styles.el.gz
lookup /usr/share/emacs/28.2/lisp/vc/cc-styles.so
lookup /usr/share/emacs/28.2/lisp/vc/cc-styles.so.gz
lookup /usr/share/emacs/28.2/lisp/vc/cc-styles.elc
lookup /usr/share/emacs/28.2/lisp/vc/cc-styles.elc.gz
lookup /usr/share/emacs/28.2/lisp/vc/cc-styles.el
lookup /usr/share/emacs/28.2/lisp/vc/cc-styles.el.gz
lookup /usr/share/emacs/28.2/lisp/url/cc-styles.so
lookup /usr/share/emacs/28.2/lisp/url/cc-styles.so.gz
lookup /usr/share/emacs/28.2/lisp/url/cc-styles.elc
lookup /usr/share/emacs/28.2/lisp/url/cc-styles.elc.gz
lookup /usr/share/emacs/28.2/lisp/url/cc-styles.el
lookup /usr/share/emacs/28.2/lisp/url/cc-styles.el.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-styles.so
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-styles.so.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-styles.elc
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-styles.elc.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-styles.el
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-styles.el.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/cc-styles.so
lookup /usr/share/emacs/28.2/lisp/progmodes/cc-styles.so.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/cc-styles.el
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/emacs-record-replay-w7ga9y60/.emacs.d/eln-cache/28.2-6ac46776/cc-styles-e4992978-75d97d61.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/cc-styles-e4992978-75d97d61.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/cc-styles-e4992978-75d97d61.eln
lookup /etc/emacs/cc-align.so
lookup /etc/emacs/cc-align.so.gz
lookup /etc/emacs/cc-align.elc
lookup /etc/emacs/cc-align.elc.gz
lookup /etc/emacs/cc-align.el
lookup /etc/emacs/cc-align.el.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cc-align.so
lookup /usr/local/share/emacs/28.2/site-lisp/cc-align.so.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cc-align.elc
lookup /usr/local/share/emacs/28.2/site-lisp/cc-align.elc.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cc-align.el
lookup /usr/local/share/emacs/28.2/site-lisp/cc-align.el.gz
lookup /usr/local/share/emacs/site-lisp/cc-align.so
lookup /usr/local/share/emacs/site-lisp/cc-align.so.gz
lookup /usr/local/share/emacs/site-lisp/cc-align.elc
lookup /usr/local/share/emacs/site-lisp/cc-align.elc.gz
lookup /usr/local/share/emacs/site-lisp/cc-align.el
lookup /usr/local/share/emacs/site-lisp/cc-align.el.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-align.so
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-align.so.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-align.elc
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-align.elc.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-align.el
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-align.el.gz
lookup /usr/share/emacs/site-lisp/autoconf/cc-align.so
lookup /usr/share/emacs/site-lisp/autoconf/cc-align.so.gz
lookup /usr/share/emacs/site-lisp/autoconf/cc-align.elc
lookup /usr/share/emacs/site-lisp/autoconf/cc-align.elc.gz
lookup /usr/share/emacs/site-lisp/autoconf/cc-align.el
lookup /usr/share/emacs/site-lisp/autoconf/cc-align.el.gz
lookup /usr/share/emacs/28.2/site-lisp/cc-align.so
lookup /usr/share/emacs/28.2/site-lisp/cc-align.so.gz
lookup /usr/share/emacs/28.2/site-lisp/cc-align.elc
lookup /usr/share/emacs/28.2/site-lisp/cc-align.elc.gz
lookup /usr/share/emacs/28.2/site-lisp/cc-align.el
lookup /usr/share/emacs/28.2/site-lisp/cc-align.el.gz
lookup /usr/share/emacs/site-lisp/cc-align.so
lookup /usr/share/emacs/site-lisp/cc-align.so.gz
lookup /usr/share/emacs/site-lisp/cc-align.elc
lookup /usr/share/emacs/site-lisp/cc-align.elc.gz
lookup /usr/share/emacs/site-lisp/cc-align.el
lookup /usr/share/emacs/site-lisp/cc-align.el.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cc-align.so
lookup /usr/share/emacs/site-lisp/llvm-14/cc-align.so.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cc-align.elc
lookup /usr/share/emacs/site-lisp/llvm-14/cc-align.elc.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cc-align.el
lookup /usr/share/emacs/site-lisp/llvm-14/cc-align.el.gz
lookup /usr/share/emacs/28.2/lisp/cc-align.so
lookup /usr/share/emacs/28.2/lisp/cc-align.so.gz
lookup /usr/share/emacs/28.2/lisp/cc-align.elc
lookup /usr/share/emacs/28.2/lisp/cc-align.elc.gz
lookup /usr/share/emacs/28.2/lisp/cc-align.el
lookup /usr/share/emacs/28.2/lisp/cc-align.el.gz
lookup /usr/share/emacs/28.2/lisp/vc/cc-align.so
lookup /usr/share/emacs/28.2/lisp/vc/cc-align.so.gz
lookup /usr/share/emacs/28.2/lisp/vc/cc-align.elc
lookup /usr/share/emacs/28.2/lisp/vc/cc-align.elc.gz
lookup /usr/share/emacs/28.2/lisp/vc/cc-align.el
lookup /usr/share/emacs/28.2/lisp/vc/cc-align.el.gz
lookup /usr/share/emacs/28.2/lisp/url/cc-align.so
lookup /usr/share/emacs/28.2/lisp/url/cc-align.so.gz
lookup /usr/share/emacs/28.2/lisp/url/cc-align.elc
lookup /usr/share/emacs/28.2/lisp/url/cc-align.elc.gz
lookup /usr/share/emacs/28.2/lisp/url/cc-align.el
lookup /usr/share/emacs/28.2/lisp/url/cc-align.el.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-align.so
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-align.so.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-align.elc
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-align.elc.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-align.el
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-align.el.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/cc-align.so
lookup /usr/share/emacs/28.2/lisp/progmodes/cc-align.so.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/cc-align.el
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/emacs-record-replay-w7ga9y60/.emacs.d/eln-cache/28.2-6ac46776/cc-align-bb265728-4fb67cd5.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/cc-align-bb265728-4fb67cd5.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/cc-align-bb265728-4fb67cd5.eln
lookup /etc/emacs/cc-cmds.so
lookup /etc/emacs/cc-cmds.so.gz
lookup /etc/emacs/cc-cmds.elc
lookup /etc/emacs/cc-cmds.elc.gz
lookup /etc/emacs/cc-cmds.el
lookup /etc/emacs/cc-cmds.el.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cc-cmds.so
lookup /usr/local/share/emacs/28.2/site-lisp/cc-cmds.so.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cc-cmds.elc
lookup /usr/local/share/emacs/28.2/site-lisp/cc-cmds.elc.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cc-cmds.el
lookup /usr/local/share/emacs/28.2/site-lisp/cc-cmds.el.gz
lookup /usr/local/share/emacs/site-lisp/cc-cmds.so
lookup /usr/local/share/emacs/site-lisp/cc-cmds.so.gz
lookup /usr/local/share/emacs/site-lisp/cc-cmds.elc
lookup /usr/local/share/emacs/site-lisp/cc-cmds.elc.gz
lookup /usr/local/share/emacs/site-lisp/cc-cmds.el
lookup /usr/local/share/emacs/site-lisp/cc-cmds.el.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-cmds.so
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-cmds.so.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-cmds.elc
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-cmds.elc.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-cmds.el
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-cmds.el.gz
lookup /usr/share/emacs/site-lisp/autoconf/cc-cmds.so
lookup /usr/share/emacs/site-lisp/autoconf/cc-cmds.so.gz
lookup /usr/share/emacs/site-lisp/autoconf/cc-cmds.elc
lookup /usr/share/emacs/site-lisp/autoconf/cc-cmds.elc.gz
lookup /usr/share/emacs/site-lisp/autoconf/cc-cmds.el
lookup /usr/share/emacs/site-lisp/autoconf/cc-cmds.el.gz
lookup /usr/share/emacs/28.2/site-lisp/cc-cmds.so
lookup /usr/share/emacs/28.2/site-lisp/cc-cmds.so.gz
lookup /usr/share/emacs/28.2/site-lisp/cc-cmds.elc
lookup /usr/share/emacs/28.2/site-lisp/cc-cmds.elc.gz
lookup /usr/share/emacs/28.2/site-lisp/cc-cmds.el
lookup /usr/share/emacs/28.2/site-lisp/cc-cmds.el.gz
lookup /usr/share/emacs/site-lisp/cc-cmds.so
lookup /usr/share/emacs/site-lisp/cc-cmds.so.gz
lookup /usr/share/emacs/site-lisp/cc-cmds.elc
lookup /usr/share/emacs/site-lisp/cc-cmds.elc.gz
lookup /usr/share/emacs/site-lisp/cc-cmds.el
lookup /usr/share/emacs/site-lisp/cc-cmds.el.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cc-cmds.so
lookup /usr/share/emacs/site-lisp/llvm-14/cc-cmds.so.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cc-cmds.elc
lookup /usr/share/emacs/site-lisp/llvm-14/cc-cmds.elc.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cc-cmds.el
lookup /usr/share/emacs/site-lisp/llvm-14/cc-cmds.el.gz
lookup /usr/share/emacs/28.2/lisp/cc-cmds.so
lookup /usr/share/emacs/28.2/lisp/cc-cmds.so.gz
lookup /usr/share/emacs/28.2/lisp/cc-cmds.elc
lookup /usr/share/emacs/28.2/lisp/cc-cmds.elc.gz
lookup /usr/share/emacs/28.2/lisp/cc-cmds.el
lookup /usr/share/emacs/28.2/lisp/cc-cmds.el.gz
lookup /usr/share/emacs/28.2/lisp/vc/cc-cmds.so
lookup /usr/share/emacs/28.2/lisp/vc/cc-cmds.so.gz
lookup /usr/share/emacs/28.2/lisp/vc/cc-cmds.elc
lookup /usr/share/emacs/28.2/lisp/vc/cc-cmds.elc.gz
lookup /usr/share/emacs/28.2/lisp/vc/cc-cmds.el
lookup /usr/share/emacs/28.2/lisp/vc/cc-cmds.el.gz
lookup /usr/share/emacs/28.2/lisp/url/cc-cmds.so
lookup /usr/share/emacs/28.2/lisp/url/cc-cmds.so.gz
lookup /usr/share/emacs/28.2/lisp/url/cc-cmds.elc
lookup /usr/share/emacs/28.2/lisp/url/cc-cmds.elc.gz
lookup /usr/share/emacs/28.2/lisp/url/cc-cmds.el
lookup /usr/share/emacs/28.2/lisp/url/cc-cmds.el.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-cmds.so
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-cmds.so.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-cmds.elc
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-cmds.elc.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-cmds.el
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-cmds.el.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/cc-cmds.so
lookup /usr/share/emacs/28.2/lisp/progmodes/cc-cmds.so.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/cc-cmds.el
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/emacs-record-replay-w7ga9y60/.emacs.d/eln-cache/28.2-6ac46776/cc-cmds-9eab15be-82d61bdb.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/cc-cmds-9eab15be-82d61bdb.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/cc-cmds-9eab15be-82d61bdb.eln
lookup /etc/emacs/cc-menus.so
lookup /etc/emacs/cc-menus.so.gz
lookup /etc/emacs/cc-menus.elc
lookup /etc/emacs/cc-menus.elc.gz
lookup /etc/emacs/cc-menus.el
lookup /etc/emacs/cc-menus.el.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cc-menus.so
lookup /usr/local/share/emacs/28.2/site-lisp/cc-menus.so.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cc-menus.elc
lookup /usr/local/share/emacs/28.2/site-lisp/cc-menus.elc.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cc-menus.el
lookup /usr/local/share/emacs/28.2/site-lisp/cc-menus.el.gz
lookup /usr/local/share/emacs/site-lisp/cc-menus.so
lookup /usr/local/share/emacs/site-lisp/cc-menus.so.gz
lookup /usr/local/share/emacs/site-lisp/cc-menus.elc
lookup /usr/local/share/emacs/site-lisp/cc-menus.elc.gz
lookup /usr/local/share/emacs/site-lisp/cc-menus.el
lookup /usr/local/share/emacs/site-lisp/cc-menus.el.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-menus.so
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-menus.so.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-menus.elc
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-menus.elc.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-menus.el
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-menus.el.gz
lookup /usr/share/emacs/site-lisp/autoconf/cc-menus.so
lookup /usr/share/emacs/site-lisp/autoconf/cc-menus.so.gz
lookup /usr/share/emacs/site-lisp/autoconf/cc-menus.elc
lookup /usr/share/emacs/site-lisp/autoconf/cc-menus.elc.gz
lookup /usr/share/emacs/site-lisp/autoconf/cc-menus.el
lookup /usr/share/emacs/site-lisp/autoconf/cc-menus.el.gz
lookup /usr/share/emacs/28.2/site-lisp/cc-menus.so
lookup /usr/share/emacs/28.2/site-lisp/cc-menus.so.gz
lookup /usr/share/emacs/28.2/site-lisp/cc-menus.elc
lookup /usr/share/emacs/28.2/site-lisp/cc-menus.elc.gz
lookup /usr/share/emacs/28.2/site-lisp/cc-menus.el
lookup /usr/share/emacs/28.2/site-lisp/cc-menus.el.gz
lookup /usr/share/emacs/site-lisp/cc-menus.so
lookup /usr/share/emacs/site-lisp/cc-menus.so.gz
lookup /usr/share/emacs/site-lisp/cc-menus.elc
lookup /usr/share/emacs/site-lisp/cc-menus.elc.gz
lookup /usr/share/emacs/site-lisp/cc-menus.el
lookup /usr/share/emacs/site-lisp/cc-menus.el.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cc-menus.so
lookup /usr/share/emacs/site-lisp/llvm-14/cc-menus.so.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cc-menus.elc
lookup /usr/share/emacs/site-lisp/llvm-14/cc-menus.elc.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cc-menus.el
lookup /usr/share/emacs/site-lisp/llvm-14/cc-menus.el.gz
lookup /usr/share/emacs/28.2/lisp/cc-menus.so
lookup /usr/share/emacs/28.2/lisp/cc-menus.so.gz
lookup /usr/share/emacs/28.2/lisp/cc-menus.elc
lookup /usr/share/emacs/28.2/lisp/cc-menus.elc.gz
lookup /usr/share/emacs/28.2/lisp/cc-menus.el
lookup /usr/share/emacs/28.2/lisp/cc-menus.el.gz
lookup /usr/share/emacs/28.2/lisp/vc/cc-menus.so
lookup /usr/share/emacs/28.2/lisp/vc/cc-menus.so.gz
lookup /usr/share/emacs/28.2/lisp/vc/cc-menus.elc
lookup /usr/share/emacs/28.2/lisp/vc/cc-menus.elc.gz
lookup /usr/share/emacs/28.2/lisp/vc/cc-menus.el
lookup /usr/share/emacs/28.2/lisp/vc/cc-menus.el.gz
lookup /usr/share/emacs/28.2/lisp/url/cc-menus.so
lookup /usr/share/emacs/28.2/lisp/url/cc-menus.so.gz
lookup /usr/share/emacs/28.2/lisp/url/cc-menus.elc
lookup /usr/share/emacs/28.2/lisp/url/cc-menus.elc.gz
lookup /usr/share/emacs/28.2/lisp/url/cc-menus.el
lookup /usr/share/emacs/28.2/lisp/url/cc-menus.el.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-menus.so
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-menus.so.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-menus.elc
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-menus.elc.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-menus.el
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-menus.el.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/cc-menus.so
lookup /usr/share/emacs/28.2/lisp/progmodes/cc-menus.so.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/cc-menus.el
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/emacs-record-replay-w7ga9y60/.emacs.d/eln-cache/28.2-6ac46776/cc-menus-d370fa63-8a7d8b6f.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/cc-menus-d370fa63-8a7d8b6f.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/cc-menus-d370fa63-8a7d8b6f.eln
lookup /etc/emacs/cc-guess.so
lookup /etc/emacs/cc-guess.so.gz
lookup /etc/emacs/cc-guess.elc
lookup /etc/emacs/cc-guess.elc.gz
lookup /etc/emacs/cc-guess.el
lookup /etc/emacs/cc-guess.el.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cc-guess.so
lookup /usr/local/share/emacs/28.2/site-lisp/cc-guess.so.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cc-guess.elc
lookup /usr/local/share/emacs/28.2/site-lisp/cc-guess.elc.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cc-guess.el
lookup /usr/local/share/emacs/28.2/site-lisp/cc-guess.el.gz
lookup /usr/local/share/emacs/site-lisp/cc-guess.so
lookup /usr/local/share/emacs/site-lisp/cc-guess.so.gz
lookup /usr/local/share/emacs/site-lisp/cc-guess.elc
lookup /usr/local/share/emacs/site-lisp/cc-guess.elc.gz
lookup /usr/local/share/emacs/site-lisp/cc-guess.el
lookup /usr/local/share/emacs/site-lisp/cc-guess.el.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-guess.so
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-guess.so.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-guess.elc
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-guess.elc.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-guess.el
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-guess.el.gz
lookup /usr/share/emacs/site-lisp/autoconf/cc-guess.so
lookup /usr/share/emacs/site-lisp/autoconf/cc-guess.so.gz
lookup /usr/share/emacs/site-lisp/autoconf/cc-guess.elc
lookup /usr/share/emacs/site-lisp/autoconf/cc-guess.elc.gz
lookup /usr/share/emacs/site-lisp/autoconf/cc-guess.el
lookup /usr/share/emacs/site-lisp/autoconf/cc-guess.el.gz
lookup /usr/share/emacs/28.2/site-lisp/cc-guess.so
lookup /usr/share/emacs/28.2/site-lisp/cc-guess.so.gz
lookup /usr/share/emacs/28.2/site-lisp/cc-guess.elc
lookup /usr/share/emacs/28.2/site-lisp/cc-guess.elc.gz
lookup /usr/share/emacs/28.2/site-lisp/cc-guess.el
lookup /usr/share/emacs/28.2/site-lisp/cc-guess.el.gz
lookup /usr/share/emacs/site-lisp/cc-guess.so
lookup /usr/share/emacs/site-lisp/cc-guess.so.gz
lookup /usr/share/emacs/site-lisp/cc-guess.elc
lookup /usr/share/emacs/site-lisp/cc-guess.elc.gz
lookup /usr/share/emacs/site-lisp/cc-guess.el
lookup /usr/share/emacs/site-lisp/cc-guess.el.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cc-guess.so
lookup /usr/share/emacs/site-lisp/llvm-14/cc-guess.so.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cc-guess.elc
lookup /usr/share/emacs/site-lisp/llvm-14/cc-guess.elc.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cc-guess.el
lookup /usr/share/emacs/site-lisp/llvm-14/cc-guess.el.gz
lookup /usr/share/emacs/28.2/lisp/cc-guess.so
lookup /usr/share/emacs/28.2/lisp/cc-guess.so.gz
lookup /usr/share/emacs/28.2/lisp/cc-guess.elc
lookup /usr/share/emacs/28.2/lisp/cc-guess.elc.gz
lookup /usr/share/emacs/28.2/lisp/cc-guess.el
lookup /usr/share/emacs/28.2/lisp/cc-guess.el.gz
lookup /usr/share/emacs/28.2/lisp/vc/cc-guess.so
lookup /usr/share/emacs/28.2/lisp/vc/cc-guess.so.gz
lookup /usr/share/emacs/28.2/lisp/vc/cc-guess.elc
lookup /usr/share/emacs/28.2/lisp/vc/cc-guess.elc.gz
lookup /usr/share/emacs/28.2/lisp/vc/cc-guess.el
lookup /usr/share/emacs/28.2/lisp/vc/cc-guess.el.gz
lookup /usr/share/emacs/28.2/lisp/url/cc-guess.so
lookup /usr/share/emacs/28.2/lisp/url/cc-guess.so.gz
lookup /usr/share/emacs/28.2/lisp/url/cc-guess.elc
lookup /usr/share/emacs/28.2/lisp/url/cc-guess.elc.gz
lookup /usr/share/emacs/28.2/lisp/url/cc-guess.el
lookup /usr/share/emacs/28.2/lisp/url/cc-guess.el.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-guess.so
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-guess.so.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-guess.elc
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-guess.elc.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-guess.el
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-guess.el.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/cc-guess.so
lookup /usr/share/emacs/28.2/lisp/progmodes/cc-guess.so.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/cc-guess.el
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/emacs-record-replay-w7ga9y60/.emacs.d/eln-cache/28.2-6ac46776/cc-guess-fa39ca73-e5231925.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/cc-guess-fa39ca73-e5231925.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/cc-guess-fa39ca73-e5231925.eln
lookup /etc/emacs/cc-fonts.so
lookup /etc/emacs/cc-fonts.so.gz
lookup /etc/emacs/cc-fonts.elc
lookup /etc/emacs/cc-fonts.elc.gz
lookup /etc/emacs/cc-fonts.el
lookup /etc/emacs/cc-fonts.el.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cc-fonts.so
lookup /usr/local/share/emacs/28.2/site-lisp/cc-fonts.so.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cc-fonts.elc
lookup /usr/local/share/emacs/28.2/site-lisp/cc-fonts.elc.gz
lookup /usr/local/share/emacs/28.2/site-lisp/cc-fonts.el
lookup /usr/local/share/emacs/28.2/site-lisp/cc-fonts.el.gz
lookup /usr/local/share/emacs/site-lisp/cc-fonts.so
lookup /usr/local/share/emacs/site-lisp/cc-fonts.so.gz
lookup /usr/local/share/emacs/site-lisp/cc-fonts.elc
lookup /usr/local/share/emacs/site-lisp/cc-fonts.elc.gz
lookup /usr/local/share/emacs/site-lisp/cc-fonts.el
lookup /usr/local/share/emacs/site-lisp/cc-fonts.el.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-fonts.so
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-fonts.so.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-fonts.elc
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-fonts.elc.gz
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-fonts.el
lookup /usr/share/emacs/site-lisp/dictionaries-common/cc-fonts.el.gz
lookup /usr/share/emacs/site-lisp/autoconf/cc-fonts.so
lookup /usr/share/emacs/site-lisp/autoconf/cc-fonts.so.gz
lookup /usr/share/emacs/site-lisp/autoconf/cc-fonts.elc
lookup /usr/share/emacs/site-lisp/autoconf/cc-fonts.elc.gz
lookup /usr/share/emacs/site-lisp/autoconf/cc-fonts.el
lookup /usr/share/emacs/site-lisp/autoconf/cc-fonts.el.gz
lookup /usr/share/emacs/28.2/site-lisp/cc-fonts.so
lookup /usr/share/emacs/28.2/site-lisp/cc-fonts.so.gz
lookup /usr/share/emacs/28.2/site-lisp/cc-fonts.elc
lookup /usr/share/emacs/28.2/site-lisp/cc-fonts.elc.gz
lookup /usr/share/emacs/28.2/site-lisp/cc-fonts.el
lookup /usr/share/emacs/28.2/site-lisp/cc-fonts.el.gz
lookup /usr/share/emacs/site-lisp/cc-fonts.so
lookup /usr/share/emacs/site-lisp/cc-fonts.so.gz
lookup /usr/share/emacs/site-lisp/cc-fonts.elc
lookup /usr/share/emacs/site-lisp/cc-fonts.elc.gz
lookup /usr/share/emacs/site-lisp/cc-fonts.el
lookup /usr/share/emacs/site-lisp/cc-fonts.el.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cc-fonts.so
lookup /usr/share/emacs/site-lisp/llvm-14/cc-fonts.so.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cc-fonts.elc
lookup /usr/share/emacs/site-lisp/llvm-14/cc-fonts.elc.gz
lookup /usr/share/emacs/site-lisp/llvm-14/cc-fonts.el
lookup /usr/share/emacs/site-lisp/llvm-14/cc-fonts.el.gz
lookup /usr/share/emacs/28.2/lisp/cc-fonts.so
lookup /usr/share/emacs/28.2/lisp/cc-fonts.so.gz
lookup /usr/share/emacs/28.2/lisp/cc-fonts.elc
lookup /usr/share/emacs/28.2/lisp/cc-fonts.elc.gz
lookup /usr/share/emacs/28.2/lisp/cc-fonts.el
lookup /usr/share/emacs/28.2/lisp/cc-fonts.el.gz
lookup /usr/share/emacs/28.2/lisp/vc/cc-fonts.so
lookup /usr/share/emacs/28.2/lisp/vc/cc-fonts.so.gz
lookup /usr/share/emacs/28.2/lisp/vc/cc-fonts.elc
lookup /usr/share/emacs/28.2/lisp/vc/cc-fonts.elc.gz
lookup /usr/share/emacs/28.2/lisp/vc/cc-fonts.el
lookup /usr/share/emacs/28.2/lisp/vc/cc-fonts.el.gz
lookup /usr/share/emacs/28.2/lisp/url/cc-fonts.so
lookup /usr/share/emacs/28.2/lisp/url/cc-fonts.so.gz
lookup /usr/share/emacs/28.2/lisp/url/cc-fonts.elc
lookup /usr/share/emacs/28.2/lisp/url/cc-fonts.elc.gz
lookup /usr/share/emacs/28.2/lisp/url/cc-fonts.el
lookup /usr/share/emacs/28.2/lisp/url/cc-fonts.el.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-fonts.so
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-fonts.so.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-fonts.elc
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-fonts.elc.gz
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-fonts.el
lookup /usr/share/emacs/28.2/lisp/textmodes/cc-fonts.el.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/cc-fonts.so
lookup /usr/share/emacs/28.2/lisp/progmodes/cc-fonts.so.gz
lookup /usr/share/emacs/28.2/lisp/progmodes/cc-fonts.el
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/emacs-record-replay-w7ga9y60/.emacs.d/eln-cache/28.2-6ac46776/cc-fonts-d7d8a7f5-da43eac3.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/cc-fonts-d7d8a7f5-da43eac3.eln
lookup /usr/lib/emacs/28.2/native-lisp/28.2-6ac46776/preloaded/cc-fonts-d7d8a7f5-da43eac3.eln
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/RCS/hello.c,v
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/hello.c,v
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/RCS/hello.c
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/CVS/Entries
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/.svn
lookup /tmp/preload-scratch.xxr9pG/tmp/.svn
lookup /tmp/preload-scratch.xxr9pG/.svn
lookup /tmp/.svn
lookup /.svn
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/SCCS/s.hello.c
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/s.hello.c
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/.src/hello.c,v
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/.bzr/checkout/format
lookup /tmp/preload-scratch.xxr9pG/tmp/.bzr/checkout/format
lookup /tmp/preload-scratch.xxr9pG/.bzr/checkout/format
lookup /tmp/.bzr/checkout/format
lookup /.bzr/checkout/format
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/.git
lookup /tmp/preload-scratch.xxr9pG/tmp/.git
lookup /tmp/preload-scratch.xxr9pG/.git
lookup /tmp/.git
lookup /.git
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/.hg
lookup /tmp/preload-scratch.xxr9pG/tmp/.hg
lookup /tmp/preload-scratch.xxr9pG/.hg
lookup /tmp/.hg
lookup /.hg
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/_MTN/format
lookup /tmp/preload-scratch.xxr9pG/tmp/_MTN/format
lookup /tmp/preload-scratch.xxr9pG/_MTN/format
lookup /tmp/_MTN/format
lookup /_MTN/format
