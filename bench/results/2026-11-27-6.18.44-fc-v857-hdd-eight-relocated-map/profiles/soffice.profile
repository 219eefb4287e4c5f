preload-profile 1
# Learned by preloadctl record: files in first-use order, byte ranges read, paths looked up.
name soffice
program /usr/lib/libreoffice/program/soffice
command soffice --headless --convert-to pdf --outdir /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/soffice-record-replay-wle5g140 /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/lab.txt
recorded 1795765099777242
duration 2073733
file /usr/bin/dash
id dev=7:0 ino=520294 size=125640 mtime=1672924848.000000000 build-id=be6397ddffc3e384c505d7deab3bed190c884df9
range 0+125640
file /usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2
id dev=7:0 ino=579027 size=215000 mtime=1777320873.000000000 build-id=7ebc65e52f2bbea498b4040fa92f7238377aaba9
range 0+215000
file /etc/ld.so.cache
id dev=7:0 ino=391466 size=48323 mtime=1795748890.173479095
range 0+48323
file /usr/lib/x86_64-linux-gnu/libc.so.6
id dev=7:0 ino=579449 size=1926232 mtime=1777320873.000000000 build-id=93ac61ec5a8eb1396f9fbd350e3169a558528a40
range 0+4096 8192+1114112 1138688+131072 1277952+131072 1449984+90112 1556480+155648 1851392+74840
file /usr/lib/libreoffice/program/soffice
id dev=7:0 ino=153610 size=6731 mtime=1780780043.000000000
range 0+6731
file /usr/bin/dirname
id dev=7:0 ino=520324 size=39760 mtime=1663687647.000000000 build-id=9bb24fa41fd5dac058ae3731279444acf0238085
range 0+39760
file /usr/bin/basename
id dev=7:0 ino=520221 size=43856 mtime=1663687647.000000000 build-id=cce5d9d95de3d376f6e4a672cb0984ee94da7cf2
range 0+43856
file /usr/bin/ls
id dev=7:0 ino=520710 size=151344 mtime=1663687647.000000000 build-id=15dfff3239aa7c3b16a71e6b2e3b6e4009dab998
range 0+151344
file /usr/bin/sed
id dev=7:0 ino=520954 size=126424 mtime=1672948525.000000000 build-id=93557329f496826edbeb09bfe62c15f1b2430de5
range 0+126424
file /usr/lib/x86_64-linux-gnu/libselinux.so.1
id dev=7:0 ino=579929 size=174312 mtime=1685210301.000000000 build-id=4d66a8c268d724fe4c0b44b173254e33e1a4d4f6
range 0+174312
file /usr/lib/x86_64-linux-gnu/libacl.so.1.1.2301
id dev=7:0 ino=579378 size=38832 mtime=1673995855.000000000 build-id=29ad4b0f7d247f2da6448e8a67c6719e72907259
range 0+38832
file /usr/lib/x86_64-linux-gnu/libpcre2-8.so.0.11.2
id dev=7:0 ino=581631 size=629384 mtime=1791032861.000000000 build-id=80008c19cf49e3f09f312e74d164938e91d9337d
range 0+147456 442368+4096 561152+68232
file /etc/nsswitch.conf
id dev=7:0 ino=390904 size=526 mtime=1750775953.000000000
range 0+526
file /etc/passwd
id dev=7:0 ino=390925 size=1221 mtime=1779294449.000000000
range 0+1221
file /etc/group
id dev=7:0 ino=390790 size=606 mtime=1779294449.000000000
range 0+606
file /usr/share/zoneinfo/Etc/UTC
id dev=7:0 ino=296647 size=114 mtime=1756065323.000000000
range 0+114
file /usr/bin/grep
id dev=7:0 ino=520482 size=203152 mtime=1674571380.000000000 build-id=e7dce0c526726e7b62c5a2fef209416f0db5ba24
range 0+203152
file /usr/bin/uname
id dev=7:0 ino=521046 size=43888 mtime=1663687647.000000000 build-id=b4f63eb28ee9ad13815e91b803c29155d52660ef
range 0+43888
file /usr/lib/libreoffice/program/oosplash
id dev=7:0 ino=153751 size=31872 mtime=1780780043.000000000 build-id=e03773c16a88585e3d4fb2b231a98dc1038c1e32
range 0+31872
file /usr/lib/libreoffice/program/libuno_sal.so.3
id dev=7:0 ino=153538 size=402312 mtime=1780780043.000000000 build-id=391d5a3147ac8e0befc38e9e5d4c4bf615bc3c0e
range 0+402312
file /usr/lib/x86_64-linux-gnu/libz.so.1.2.13
id dev=7:0 ino=580121 size=121280 mtime=1667651086.000000000 build-id=1f95d5498d283b79505861523e20b3db2afdf518
range 0+121280
file /usr/lib/x86_64-linux-gnu/libstdc++.so.6.0.30
id dev=7:0 ino=579958 size=2190440 mtime=1744025177.000000000 build-id=289ee39f8c07bd4fa48102dfeeb7e6f9c76158b4
range 0+671744 675840+475136 1167360+135168 1306624+131072 1560576+192512 1789952+131072 2121728+68712
file /usr/lib/x86_64-linux-gnu/libm.so.6
id dev=7:0 ino=579765 size=911904 mtime=1777320873.000000000 build-id=d6e6f9e3af1243eed9bf5efd366dd015a9f22c13
range 0+4096 8192+311296 446464+465440
file /usr/lib/x86_64-linux-gnu/libgcc_s.so.1
id dev=7:0 ino=579588 size=125312 mtime=1744025177.000000000 build-id=6f03384c2e3c38887dd3ba5a24b2e18c17e2f0e0
range 0+125312
file /etc/locale.alias
id dev=7:0 ino=390873 size=2996 mtime=1777320873.000000000
range 0+2996
file /usr/lib/locale/C.utf8/LC_CTYPE
id dev=7:0 ino=577747 size=353616 mtime=1777320873.000000000
range 0+65536 225280+65536
file /usr/lib/x86_64-linux-gnu/gconv/gconv-modules.cache
id dev=7:0 ino=578926 size=27028 mtime=1777320873.000000000
range 0+27028
file /usr/lib/libreoffice/program/bootstraprc
id dev=7:0 ino=153576 size=111 mtime=1780780043.000000000
range 0+111
file /usr/lib/libreoffice/program/soffice.bin
id dev=7:0 ino=153754 size=14680 mtime=1780780043.000000000 build-id=f73dda750c86b4fbb522ee1018c0a517b21d2de2
range 0+14680
file /usr/lib/libreoffice/program/libmergedlo.so
id dev=7:0 ino=153726 size=68959584 mtime=1780780043.000000000 build-id=7752a8f54563c9af409d9d345021f53cd3bc8320
range 0+13250560 13344768+172032 13533184+245760 13815808+131072 14073856+241664 14340096+131072 14774272+315392 15101952+131072 16035840+180224 16269312+131072 17166336+589824 17760256+188416 17969152+307200 18280448+258048 18542592+413696 18964480+413696
range 19390464+131072 19533824+430080 20078592+233472 20381696+131072 20557824+245760 20807680+159744 20983808+331776 21336064+135168 21479424+221184 21815296+196608 22020096+356352 22380544+155648 22577152+135168 22884352+409600 23310336+131072 23666688+167936
range 23949312+208896 24170496+204800 24420352+200704 24653824+184320 24846336+208896 25067520+741376 25829376+159744 26038272+180224 26275840+143360 26513408+241664 26759168+466944 27353088+217088 27594752+176128 27791360+258048 28123136+196608 28368896+131072
range 28663808+163840 28835840+258048 29122560+229376 29396992+131072 29638656+610304 30261248+159744 30425088+352256 30842880+585728 31461376+131072 31629312+503808 32141312+131072 32280576+278528 32571392+131072 32706560+135168 32849920+262144 33189888+184320
range 33435648+131072 33697792+131072 33947648+151552 34103296+241664 34426880+184320 34750464+192512 35000320+176128 35274752+135168 35500032+135168 35721216+315392 36044800+339968 36429824+253952 36757504+135168 36929536+139264 37081088+155648 37240832+135168
range 37392384+204800 37634048+229376 38014976+131072 38219776+131072 38572032+131072 38961152+196608 39161856+262144 39440384+266240 40218624+131072 40681472+610304 41299968+188416 41492480+131072 41627648+147456 41795584+798720 42606592+225280 42844160+253952
range 43114496+180224 43302912+266240 43606016+217088 43835392+311296 44306432+135168 44449792+438272 44892160+266240 45166592+323584 45494272+462848 45965312+278528 46325760+180224 46510080+172032 46952448+176128 47132672+929792 48066560+389120 48500736+131072
range 48852992+131072 49000448+131072 49618944+131072 51163136+598016 51781632+311296 52158464+290816 52461568+221184 52686848+1118208 53878784+2592768 56496128+442368 57200640+131072 57376768+233472 57823232+131072 58306560+212992 58617856+131072 59092992+200704
range 59465728+131072 61239296+131072 61476864+131072 62889984+815104 63774720+229376 64339968+131072 64794624+4164960
file /usr/lib/x86_64-linux-gnu/libgpgmepp.so.6.15.0
id dev=7:0 ino=582337 size=444424 mtime=1795123178.000000000 build-id=8c346f1f7ecc5ad7411ff8be6a50990c3d71d24f
range 0+262144 352256+4096 376832+67592
file /usr/lib/x86_64-linux-gnu/libicuuc.so.72.1
id dev=7:0 ino=579712 size=2078888 mtime=1750621668.000000000 build-id=7c2205f373c674d117347a60025ee64af406ff97
range 0+729088 790528+217088 1077248+208896 1331200+466944 1933312+145576
file /usr/lib/x86_64-linux-gnu/libnss3.so
id dev=7:0 ino=579818 size=1406352 mtime=1772055708.000000000 build-id=65d10d81333ab45dfa6b835d7b9330c5ace7fe2a
range 0+573440 581632+266240 880640+525712
file /usr/lib/x86_64-linux-gnu/libsmime3.so
id dev=7:0 ino=579940 size=191072 mtime=1772055708.000000000 build-id=6e266d3712c7cfedeb608137cd9fbf7519b1224e
range 0+191072
file /usr/lib/x86_64-linux-gnu/libplc4.so
id dev=7:0 ino=579879 size=22632 mtime=1663450146.000000000 build-id=10a7399bf19e06c77ee75f075686eb5dbb99a492
range 0+22632
file /usr/lib/x86_64-linux-gnu/libnspr4.so
id dev=7:0 ino=579817 size=254440 mtime=1663450146.000000000 build-id=80287a36ed32fd1e18f176dccdfa94a2dc716513
range 0+254440
file /usr/lib/x86_64-linux-gnu/libdconf.so.1.0.0
id dev=7:0 ino=579499 size=79784 mtime=1670850661.000000000 build-id=5824e97daf3703082a37c1e48da8393cb2906059
range 0+79784
file /usr/lib/x86_64-linux-gnu/libgobject-2.0.so.0.7400.6
id dev=7:0 ino=579646 size=387288 mtime=1765808978.000000000 build-id=d56c5a278ee6e10faea0a792cbbf7a764701a962
range 0+387288
file /usr/lib/x86_64-linux-gnu/libglib-2.0.so.0.7400.6
id dev=7:0 ino=579614 size=1273360 mtime=1765808978.000000000 build-id=42c28e95f24a721d8e8e159f42dbc541f0ff353d
range 0+454656 462848+135168 663552+376832 1044480+131072 1204224+69136
file /usr/lib/x86_64-linux-gnu/libicui18n.so.72.1
id dev=7:0 ino=579696 size=3307688 mtime=1750621668.000000000 build-id=fa972bcd3b261a21815718220dc4f505e4d7ad85
range 0+1245184 1290240+131072 1589248+131072 2445312+151552 2609152+131072 3170304+137384
file /usr/lib/x86_64-linux-gnu/libcurl-gnutls.so.4.8.0
id dev=7:0 ino=579483 size=695736 mtime=1752951899.000000000 build-id=6431e84a2d8e0192fa68c241b941e704fb309e6e
range 0+262144 266240+135168 413696+282040
file /usr/lib/x86_64-linux-gnu/libxml2.so.2.9.14
id dev=7:0 ino=580075 size=1750104 mtime=1760186477.000000000 build-id=7a8c29160e2b10fe76f6e382f0bed3fb9e6ace47
range 0+614400 647168+143360 827392+139264 1089536+131072 1232896+315392 1679360+70744
file /usr/lib/x86_64-linux-gnu/libxslt.so.1.1.35
id dev=7:0 ino=580107 size=268576 mtime=1758527122.000000000 build-id=71d3e1ad7ff253a99b88ccb6bcc6003dbe5be1d4
range 0+268576
file /usr/lib/x86_64-linux-gnu/libexslt.so.0.8.20
id dev=7:0 ino=579543 size=96256 mtime=1758527122.000000000 build-id=c08749ca6405f45e581f7308d84a2450712ea158
range 0+96256
file /usr/lib/x86_64-linux-gnu/libexpat.so.1.8.10
id dev=7:0 ino=579536 size=174176 mtime=1725777859.000000000 build-id=a2f37366bc9782b9306773fd6318838fbae5ad5d
range 0+174176
file /usr/lib/x86_64-linux-gnu/libclucene-core.so.2.3.3.4
id dev=7:0 ino=582316 size=1696344 mtime=1659246275.000000000 build-id=deca665825f19b34fafc8d22ca194ab363b3a14a
range 0+524288 528384+126976 712704+159744 1085440+217088 1626112+70232
file /usr/lib/x86_64-linux-gnu/libclucene-contribs-lib.so.2.3.3.4
id dev=7:0 ino=582320 size=399680 mtime=1659246275.000000000 build-id=014b37c82812424036993d2452b5b7735bdfa80d
range 0+399680
file /usr/lib/x86_64-linux-gnu/libexttextcat-2.0.so.0.0.0
id dev=7:0 ino=582332 size=18688 mtime=1508614872.000000000 build-id=7b807cbeb6dcba8e79c0ac398e9dd45e33787df3
range 0+18688
file /usr/lib/x86_64-linux-gnu/libhunspell-1.7.so.0.0.1
id dev=7:0 ino=582065 size=484096 mtime=1661186358.000000000 build-id=24984b2386b914eababedd32001a72930b810a27
range 0+262144 299008+4096 413696+70400
file /usr/lib/x86_64-linux-gnu/libhyphen.so.0.3.0
id dev=7:0 ino=582341 size=22368 mtime=1546942694.000000000 build-id=f541dd401b036bf26b2dd75daf5284bbf4328293
range 0+22368
file /usr/lib/x86_64-linux-gnu/libmythes-1.2.so.0.0.0
id dev=7:0 ino=582347 size=14576 mtime=1661151072.000000000 build-id=b7a1530a6342cd25f6e94f5dbbb1fd7f8dd3e5b9
range 0+14576
file /usr/lib/x86_64-linux-gnu/libnumbertext-1.0.so.0.0.0
id dev=7:0 ino=582349 size=338656 mtime=1668449134.000000000 build-id=55ab7f06f7f16136981422874041d3c6ddd0ec47
range 0+338656
file /usr/lib/x86_64-linux-gnu/liborcus-0.17.so.0.0.0
id dev=7:0 ino=582355 size=1333096 mtime=1672841222.000000000 build-id=e4cb895f2a72cb2ad493fe8509fc91eb203a1c56
range 0+524288 716800+131072 880640+452456
file /usr/lib/x86_64-linux-gnu/libboost_locale.so.1.74.0
id dev=7:0 ino=582315 size=932280 mtime=1684481096.000000000 build-id=bf61e2081e1127e48ada30f3c563e690dbf7aaf8
range 0+610304 684032+159744 864256+68024
file /usr/lib/x86_64-linux-gnu/librdf.so.0.0.0
id dev=7:0 ino=582363 size=247704 mtime=1668402192.000000000 build-id=d83352c331b1d77133fab7a21b588ed3525e4074
range 0+247704
file /usr/lib/x86_64-linux-gnu/libraptor2.so.0.0.0
id dev=7:0 ino=582359 size=411880 mtime=1743277356.000000000 build-id=bb104d8c854e6b5de4727942bf868fe1e720d917
range 0+411880
file /usr/lib/x86_64-linux-gnu/libgraphite2.so.3.2.1
id dev=7:0 ino=579658 size=174264 mtime=1585732260.000000000 build-id=5b00ca1eda239ea043d7eae3b0fd4481560a907e
range 0+174264
file /usr/lib/x86_64-linux-gnu/libharfbuzz-icu.so.0.60000.0
id dev=7:0 ino=582339 size=14176 mtime=1675288031.000000000 build-id=a6101ff8f46b587c615e747d46630f2d3b38aa1b
range 0+14176
file /usr/lib/x86_64-linux-gnu/libharfbuzz.so.0.60000.0
id dev=7:0 ino=579678 size=1064504 mtime=1675288031.000000000 build-id=04389916e609641d168ac44e6ad377b5076a4684
range 0+708608 733184+241664 995328+69176
file /usr/lib/x86_64-linux-gnu/liblcms2.so.2.0.14
id dev=7:0 ino=579751 size=398304 mtime=1676842348.000000000 build-id=da90fc099be31f712bfb71c37b7dc6f7fcd66f5d
range 0+262144 286720+4096 327680+70624
file /usr/lib/x86_64-linux-gnu/libeot.so.0.0.0
id dev=7:0 ino=582326 size=59616 mtime=1795432701.000000000 build-id=e6743ec63a3683c4ba0e99b66e8bd6dc33c09fbf
range 0+59616
file /usr/lib/x86_64-linux-gnu/libjpeg.so.62.3.0
id dev=7:0 ino=579731 size=600128 mtime=1675434522.000000000 build-id=75b71ddb85234be3659c097f2561a765b45993bd
range 0+262144 319488+4096 532480+67648
file /usr/lib/x86_64-linux-gnu/libpng16.so.16.39.0
id dev=7:0 ino=579887 size=219056 mtime=1774897143.000000000 build-id=56640bf726b2815c3c26ffd73cce8126ab436334
range 0+219056
file /usr/lib/x86_64-linux-gnu/libtiff.so.6.0.0
id dev=7:0 ino=579983 size=571400 mtime=1735911551.000000000 build-id=936a8a6c18e1f4553e2118b2a44bd4d5b5074b56
range 0+262144 339968+4096 503808+67592
file /usr/lib/x86_64-linux-gnu/libwebp.so.7.1.5
id dev=7:0 ino=580030 size=453240 mtime=1694547344.000000000 build-id=e3f3e238b835311926cc04967d7166288fde87b1
range 0+147456 364544+4096 385024+68216
file /usr/lib/x86_64-linux-gnu/libcairo.so.2.11600.0
id dev=7:0 ino=579456 size=1187432 mtime=1670615011.000000000 build-id=3b00371c4a7d7f8f50e68f20fa815163fb7df7fa
range 0+602112 770048+303104 1118208+69224
file /usr/lib/x86_64-linux-gnu/libfontconfig.so.1.12.0
id dev=7:0 ino=579560 size=306112 mtime=1675203848.000000000 build-id=cdc4303061116bec195578e26bcc6727a2561da1
range 0+306112
file /usr/lib/x86_64-linux-gnu/libfreetype.so.6.18.3
id dev=7:0 ino=579578 size=821160 mtime=1741982220.000000000 build-id=c4ff22e47bdc97fe08bc98464db85c24e69ea5e8
range 0+528384 532480+147456 753664+67496
file /usr/lib/libreoffice/program/libuno_cppu.so.3
id dev=7:0 ino=153540 size=183400 mtime=1780780043.000000000 build-id=4fb10adad0de764016ed4f23c24789ff651ea3e0
range 0+183400
file /usr/lib/libreoffice/program/libuno_cppuhelpergcc3.so.3
id dev=7:0 ino=153545 size=908008 mtime=1780780043.000000000 build-id=0ae8666bbd9b05e7bab8899d0d4f2be2da453d47
range 0+908008
file /usr/lib/libreoffice/program/libi18nlangtag.so
id dev=7:0 ino=153552 size=146736 mtime=1780780043.000000000 build-id=ced2a3dc0f3445757c629c252e734babdd75bb17
range 0+146736
file /usr/lib/libreoffice/program/libjvmaccesslo.so
id dev=7:0 ino=153559 size=35432 mtime=1780780043.000000000 build-id=e9257f5ff39b25be1d2baa54563c536e9bf3e316
range 0+35432
file /usr/lib/libreoffice/program/libjvmfwklo.so
id dev=7:0 ino=153560 size=126736 mtime=1780780043.000000000 build-id=545a2e5d0c5be1ea2fc231fcd226bb3367890361
range 0+126736
file /usr/lib/libreoffice/program/libuno_salhelpergcc3.so.3
id dev=7:0 ino=153539 size=35304 mtime=1780780043.000000000 build-id=ff34e0514a18c92b584b9b3bd552398b84a14dec
range 0+35304
file /usr/lib/libreoffice/program/libxmlreaderlo.so
id dev=7:0 ino=153544 size=39536 mtime=1780780043.000000000 build-id=26a1cb50d7304dc8984662f1f3cac490898a22a8
range 0+39536
file /usr/lib/libreoffice/program/libclewlo.so
id dev=7:0 ino=153707 size=26816 mtime=1780780043.000000000 build-id=2d9693ecacba2b54a3c3f79ab974f9ec28fd74cb
range 0+26816
file /usr/lib/libreoffice/program/libpdfiumlo.so
id dev=7:0 ino=153735 size=3767856 mtime=1780780043.000000000 build-id=e253105892db074ed290e0bae3810c70550927e2
range 0+393216 1912832+4096 3698688+69168
file /usr/lib/x86_64-linux-gnu/libgpgme.so.11.27.0
id dev=7:0 ino=582334 size=339336 mtime=1795123178.000000000 build-id=39dcd729a37c20cace9d739d43b5fcef86deb5f4
range 0+262144 270336+69000
file /usr/lib/x86_64-linux-gnu/libicudata.so.72.1
id dev=7:0 ino=579692 size=31262256 mtime=1750621668.000000000 build-id=4af0bd8d2998737d01349e835fa245bdf5b6836c
range 0+147456 31195136+67120
file /usr/lib/x86_64-linux-gnu/libnssutil3.so
id dev=7:0 ino=579828 size=203056 mtime=1772055708.000000000 build-id=c6b574381365a62759daa9cf372aff6a90118af9
range 0+203056
file /usr/lib/x86_64-linux-gnu/libplds4.so
id dev=7:0 ino=579881 size=14472 mtime=1663450146.000000000 build-id=cc64ba2c0e6dab577f6272b686b839d77a3f0f73
range 0+14472
file /usr/lib/x86_64-linux-gnu/libgio-2.0.so.0.7400.6
id dev=7:0 ino=579608 size=1953008 mtime=1765808978.000000000 build-id=e9faf04ebc070ca509dd679d2a49c73b8e0045e7
range 0+393216 1335296+4096 1884160+68848
file /usr/lib/x86_64-linux-gnu/libffi.so.8.1.2
id dev=7:0 ino=579553 size=43480 mtime=1666600001.000000000 build-id=4b5ef0d8f602b880c279f15ed3b07bf6686ea09b
range 0+32768 36864+6616
file /usr/lib/x86_64-linux-gnu/libnghttp2.so.14.24.1
id dev=7:0 ino=579808 size=190928 mtime=1727443538.000000000 build-id=dd2dec3b19682507f3ce84eabc15dedc650d57d8
range 0+190928
file /usr/lib/x86_64-linux-gnu/libidn2.so.0.3.8
id dev=7:0 ino=579716 size=198776 mtime=1661703271.000000000 build-id=ddba28970641f1f110f7585d57dc5867e2ee4ffd
range 0+198776
file /usr/lib/x86_64-linux-gnu/librtmp.so.1
id dev=7:0 ino=579924 size=122280 mtime=1594852030.000000000 build-id=31acbf624c30f03c8b32a4fca27c4d1cfb49a68d
range 0+122280
file /usr/lib/x86_64-linux-gnu/libssh2.so.1.0.1
id dev=7:0 ino=579952 size=260552 mtime=1652605532.000000000 build-id=fc14181ac15ba5b6f2fab612c5bac8ce81cb405a
range 0+260552
file /usr/lib/x86_64-linux-gnu/libpsl.so.5.3.4
id dev=7:0 ino=579899 size=75616 mtime=1676314657.000000000 build-id=75c63579714ff9c75d7d576554b0c0e92f18ad37
range 0+75616
file /usr/lib/x86_64-linux-gnu/libnettle.so.8.6
id dev=7:0 ino=579806 size=317544 mtime=1660244862.000000000 build-id=df9d509c9055db57df09603aab0fc4c66ad2837c
range 0+317544
file /usr/lib/x86_64-linux-gnu/libgnutls.so.30.34.3
id dev=7:0 ino=579640 size=2205432 mtime=1771080554.000000000 build-id=4aac907a3aee773157dfb84aee99dc8d1fbe3f8f
range 0+569344 618496+131072 1277952+606208 2060288+145144
file /usr/lib/x86_64-linux-gnu/libgssapi_krb5.so.2.2
id dev=7:0 ino=579660 size=338680 mtime=1740332544.000000000 build-id=d3c57478d2f032b1e63228544e6556b12a9e8969
range 0+262144 266240+72440
file /usr/lib/x86_64-linux-gnu/libldap-2.5.so.0.1.8
id dev=7:0 ino=579753 size=380432 mtime=1675821372.000000000 build-id=9a7cea162f015cd17b85eebf236211a236ac0f04
range 0+262144 294912+4096 311296+69136
file /usr/lib/x86_64-linux-gnu/liblber-2.5.so.0.1.8
id dev=7:0 ino=579749 size=63832 mtime=1675821372.000000000 build-id=efe80637e02c9bd6247b21571c8c086ff6ce47bb
range 0+63832
file /usr/lib/x86_64-linux-gnu/libzstd.so.1.5.4
id dev=7:0 ino=580125 size=763816 mtime=1679173110.000000000 build-id=d662b4158d7eac9a97404296d0a32a0e812a9f67
range 0+262144 675840+4096 696320+67496
file /usr/lib/x86_64-linux-gnu/libbrotlidec.so.1.0.9
id dev=7:0 ino=582092 size=47264 mtime=1792761221.000000000 build-id=5aedf5ce91068f729b90ba43b724eda60f7686bd
range 0+47264
file /usr/lib/x86_64-linux-gnu/liblzma.so.5.4.1
id dev=7:0 ino=579761 size=190456 mtime=1743710139.000000000 build-id=72a44fc3edc93188d045e65d92d28d50e373dbcb
range 0+81920 122880+67576
file /usr/lib/x86_64-linux-gnu/libgcrypt.so.20.4.1
id dev=7:0 ino=579592 size=1332480 mtime=1668877150.000000000 build-id=fade6d563b1db42d4e193f6dbb712c96bab741c2
range 0+262144 1015808+4096 1261568+70912
file /usr/lib/x86_64-linux-gnu/libclucene-shared.so.2.3.3.4
id dev=7:0 ino=582317 size=138096 mtime=1659246275.000000000 build-id=2291c8d46a5778af2884a5332dae1f34f79ece1c
range 0+138096
file /usr/lib/x86_64-linux-gnu/libpthread.so.0
id dev=7:0 ino=579903 size=14480 mtime=1777320873.000000000 build-id=8d74f897770fa3fafa8db4cfac4596c0587ae698
range 0+14480
file /usr/lib/x86_64-linux-gnu/liborcus-parser-0.17.so.0.0.0
id dev=7:0 ino=582353 size=328240 mtime=1672841222.000000000 build-id=5b319dcb7c0c6f816a8cdb231b469f213388b65a
range 0+328240
file /usr/lib/x86_64-linux-gnu/libboost_filesystem.so.1.74.0
id dev=7:0 ino=579434 size=133144 mtime=1684481096.000000000 build-id=d2e05cf55d679ef016ac2b1105e4982005fb7de8
range 0+133144
file /usr/lib/x86_64-linux-gnu/libboost_iostreams.so.1.74.0
id dev=7:0 ino=579435 size=92176 mtime=1684481096.000000000 build-id=711d22811269db81d743d7088715080038112ff3
range 0+92176
file /usr/lib/x86_64-linux-gnu/libboost_thread.so.1.74.0
id dev=7:0 ino=582314 size=137256 mtime=1684481096.000000000 build-id=76df7903efc9b5ada622054c00fb5b35cbfe1e99
range 0+137256
file /usr/lib/x86_64-linux-gnu/librasqal.so.3.0.0
id dev=7:0 ino=582361 size=505784 mtime=1677084132.000000000 build-id=8a66db76ec56636d2a8feb64fdda0e5e73f3ca48
range 0+262144 270336+155648 438272+67512
file /usr/lib/x86_64-linux-gnu/libltdl.so.7.3.2
id dev=7:0 ino=581720 size=39464 mtime=1712693080.000000000 build-id=5f640d696b971c18d34c3329392232fadba290bb
range 0+39464
file /usr/lib/x86_64-linux-gnu/libdb-5.3.so
id dev=7:0 ino=579495 size=1843792 mtime=1673900720.000000000 build-id=aa2a8222b91f9c7fdcef17c4acd7bb2d98a2c6ab
range 0+262144 1511424+4096 1773568+70224
file /usr/lib/x86_64-linux-gnu/libyajl.so.2.1.0
id dev=7:0 ino=582357 size=43208 mtime=1689005181.000000000 build-id=967970b0780cb60ad1c1010d0b0505b3f12a974c
range 0+43208
file /usr/lib/x86_64-linux-gnu/libLerc.so.4
id dev=7:0 ino=579170 size=616464 mtime=1665824049.000000000 build-id=a06c7b0a556dcac0f57a1efd08c69d9df383afc9
range 0+262144 548864+67600
file /usr/lib/x86_64-linux-gnu/libjbig.so.0
id dev=7:0 ino=579727 size=66240 mtime=1670177776.000000000 build-id=f5569406bd53023e66cd3faea767d4528b734d5a
range 0+66240
file /usr/lib/x86_64-linux-gnu/libdeflate.so.0
id dev=7:0 ino=579506 size=149384 mtime=1664798119.000000000 build-id=8dd45d05f8c7bacfe3e762adce0626c61767fe22
range 0+149384
file /usr/lib/x86_64-linux-gnu/libpixman-1.so.0.42.2
id dev=7:0 ino=579875 size=698384 mtime=1668170545.000000000 build-id=e5244cc62abe869e5fb0a4e43b3f1dec189dbef9
range 0+262144 303104+163840 475136+223248
file /usr/lib/x86_64-linux-gnu/libxcb-shm.so.0.0.0
id dev=7:0 ino=580053 size=14392 mtime=1659592779.000000000 build-id=77958cefc38a0b1edb4d0f4b76817b05ac6ec605
range 0+14392
file /usr/lib/x86_64-linux-gnu/libxcb.so.1.1.0
id dev=7:0 ino=580065 size=166824 mtime=1659592779.000000000 build-id=81156ba79b0ca3ca8d015453e333d16c3fcdc277
range 0+166824
file /usr/lib/x86_64-linux-gnu/libxcb-render.so.0.0.0
id dev=7:0 ino=580049 size=55560 mtime=1659592779.000000000 build-id=ca78dfc48f5a2593d9dc3b1d439740c6abad3f1c
range 0+55560
file /usr/lib/x86_64-linux-gnu/libXrender.so.1.3.0
id dev=7:0 ino=579232 size=47608 mtime=1655211690.000000000 build-id=23dd581f5d93297dc5c508f03e224f9860af8217
range 0+47608
file /usr/lib/x86_64-linux-gnu/libX11.so.6.4.0
id dev=7:0 ino=579185 size=1318408 mtime=1696323152.000000000 build-id=da0b22b132545d3f898a32006b882a125f0d5d09
range 0+262144 679936+4096 1249280+69128
file /usr/lib/x86_64-linux-gnu/libXext.so.6.4.0
id dev=7:0 ino=579208 size=81568 mtime=1663526491.000000000 build-id=d3ac3e1515190245564a30a611f4a2a4eb94a617
range 0+81568
file /usr/lib/libreoffice/program/libreglo.so
id dev=7:0 ino=153541 size=109736 mtime=1780780043.000000000 build-id=d2a36cefd9e2d34935ffb254a2f81597bff92768
range 0+109736
file /usr/lib/libreoffice/program/libunoidllo.so
id dev=7:0 ino=153543 size=371880 mtime=1780780043.000000000 build-id=181f34d7b2786455ddd4fec4f4b7d6347bf1fcbb
range 0+371880
file /usr/lib/x86_64-linux-gnu/liblangtag.so.1.4.1
id dev=7:0 ino=582322 size=159944 mtime=1661251372.000000000 build-id=b96b3ed999c6b0c6b6c78190a4d1cd1525551bbb
range 0+159944
file /usr/lib/x86_64-linux-gnu/libopenjp2.so.2.5.0
id dev=7:0 ino=581722 size=408000 mtime=1778591710.000000000 build-id=397a6558f216994b0300239f1fa388f71a48a284
range 0+262144 319488+4096 339968+68032
file /usr/lib/x86_64-linux-gnu/libabsl_bad_optional_access.so.20220623.0.0
id dev=7:0 ino=579252 size=14416 mtime=1747063619.000000000 build-id=3489d5aa4b443a2cfc134b717543a582212a8c3e
range 0+14416
file /usr/lib/x86_64-linux-gnu/libassuan.so.0.8.5
id dev=7:0 ino=579398 size=84120 mtime=1667340016.000000000 build-id=268861dd59876540323a08a51e661ab7b75a7070
range 0+84120
file /usr/lib/x86_64-linux-gnu/libgpg-error.so.0.33.1
id dev=7:0 ino=579652 size=157768 mtime=1666124568.000000000 build-id=553b3a158bc28ebd0e96946cfe0dcdf35e85fb7e
range 0+157768
file /usr/lib/x86_64-linux-gnu/libgmodule-2.0.so.0.7400.6
id dev=7:0 ino=579620 size=18480 mtime=1765808978.000000000 build-id=31012fe3f0bdf868d79d10b15395bb318eaa7e7d
range 0+18480
file /usr/lib/x86_64-linux-gnu/libmount.so.1.1.0
id dev=7:0 ino=579785 size=404096 mtime=1732219314.000000000 build-id=a3785ca0e8ef5bd8fb1bf463b0ef8e09540e598c
range 0+262144 307200+4096 335872+68224
file /usr/lib/x86_64-linux-gnu/libunistring.so.2.2.0
id dev=7:0 ino=580008 size=1792040 mtime=1664726954.000000000 build-id=926062d8c8d5bfcbfaf7bad9b41cf4f073ee521e
range 0+262144 331776+4096 1724416+67624
file /usr/lib/x86_64-linux-gnu/libhogweed.so.6.6
id dev=7:0 ino=579688 size=292856 mtime=1660244862.000000000 build-id=568595f2db0c8a2a59fc8aeb153db78ca51d0168
range 0+292856
file /usr/lib/x86_64-linux-gnu/libgmp.so.10.4.1
id dev=7:0 ino=579624 size=529216 mtime=1663872237.000000000 build-id=0c00b6d88e6ba3d5177fdae0bd46d8b9d007dc59
range 0+262144 421888+4096 458752+70464
file /usr/lib/x86_64-linux-gnu/libcrypto.so.3
id dev=7:0 ino=579473 size=4734232 mtime=1775219372.000000000 build-id=30563306a0d30a4acfe7ce1e066c8696b5e7856f
range 0+1048576 1056768+212992 1306624+323584 1974272+131072 2142208+131072 2277376+147456 2433024+237568 2809856+135168 2985984+139264 3391488+24576 3436544+131072 3571712+196608 4255744+478488
file /usr/lib/x86_64-linux-gnu/libp11-kit.so.0.3.0
id dev=7:0 ino=579840 size=1261376 mtime=1672076805.000000000 build-id=95e3b240efb89892bdff70a5ce483d088c5020b9
range 0+393216 786432+16384 917504+131072 1110016+151360
file /usr/lib/x86_64-linux-gnu/libtasn1.so.6.6.3
id dev=7:0 ino=579964 size=83968 mtime=1739017393.000000000 build-id=a560c4e27669c957c7ae0efdb8a03e04bb1c2c22
range 0+83968
file /usr/lib/x86_64-linux-gnu/libkrb5.so.3.3
id dev=7:0 ino=579743 size=888080 mtime=1740332544.000000000 build-id=a3db42dd94e38074d2d5567df9eaccfdaa488aed
range 0+393216 528384+4096 819200+68880
file /usr/lib/x86_64-linux-gnu/libk5crypto.so.3.1
id dev=7:0 ino=579737 size=183048 mtime=1740332544.000000000 build-id=70e76de74fe0886ed8aa0026d88d79ef2c8ba38b
range 0+183048
file /usr/lib/x86_64-linux-gnu/libcom_err.so.2.1
id dev=7:0 ino=581635 size=18344 mtime=1749229968.000000000 build-id=a1f1770007a931f55d5ba0760633b794222ee278
range 0+18344
file /usr/lib/x86_64-linux-gnu/libkrb5support.so.0.1
id dev=7:0 ino=579745 size=52224 mtime=1740332544.000000000 build-id=337124fa658e00bbae772740a9dd7c3bda8e0cd3
range 0+52224
file /usr/lib/x86_64-linux-gnu/libsasl2.so.2.0.25
id dev=7:0 ino=579926 size=113392 mtime=1669135713.000000000 build-id=f8e1d60c82212988ff0187e8f9340d5b8d9dc817
range 0+113392
file /usr/lib/x86_64-linux-gnu/libbrotlicommon.so.1.0.9
id dev=7:0 ino=582091 size=137376 mtime=1792761221.000000000 build-id=612250b381c7dab8e3d5f683c0f560ac76d53ef0
range 0+137376
file /usr/lib/x86_64-linux-gnu/libbz2.so.1.0.4
id dev=7:0 ino=579446 size=74688 mtime=1663556049.000000000 build-id=462687d0e5080f8f8f3198430fbe3ca849aec026
range 0+74688
file /usr/lib/x86_64-linux-gnu/libmhash.so.2.0.1
id dev=7:0 ino=582343 size=182184 mtime=1590958811.000000000 build-id=d349d0305c6db82aa0703a0815df5a59a4cd4257
range 0+182184
file /usr/lib/x86_64-linux-gnu/libuuid.so.1.3.0
id dev=7:0 ino=580024 size=34872 mtime=1732219314.000000000 build-id=6ffbf612bab7ff5fb2fd40479ec22f122af9ba39
range 0+34872
file /usr/lib/x86_64-linux-gnu/libXau.so.6.0.0
id dev=7:0 ino=579189 size=14496 mtime=1611872708.000000000 build-id=84ffa90fee1b716cdc7d8349be47ed6ca4761b75
range 0+14496
file /usr/lib/x86_64-linux-gnu/libXdmcp.so.6.0.0
id dev=7:0 ino=579204 size=22728 mtime=1488464839.000000000 build-id=1d12a8566670c95b1b02e341400060d2d825aade
range 0+22728
file /usr/lib/libreoffice/program/libstorelo.so
id dev=7:0 ino=153542 size=101048 mtime=1780780043.000000000 build-id=a6ae68f557f2dfd8bf0fe6532d0a465885c0d17a
range 0+101048
file /usr/lib/x86_64-linux-gnu/libblkid.so.1.1.0
id dev=7:0 ino=579433 size=355328 mtime=1732219314.000000000 build-id=a0182491d79a5fce32537ef44f1876721fe2b428
range 0+262144 286720+68608
file /usr/lib/x86_64-linux-gnu/libkeyutils.so.1.10
id dev=7:0 ino=579739 size=22448 mtime=1671398158.000000000 build-id=34f01abd80dbfc7728a7c585ad351cb42029693e
range 0+22448
file /usr/lib/x86_64-linux-gnu/libresolv.so.2
id dev=7:0 ino=579919 size=60328 mtime=1777320873.000000000 build-id=48fabb246b1b0ffa238af9b86ad9738b3602a693
range 0+60328
file /usr/lib/x86_64-linux-gnu/libbsd.so.0.11.7
id dev=7:0 ino=579441 size=84840 mtime=1675016808.000000000 build-id=d830808c93622acd159aacd728121ee9d9f8513f
range 0+84840
file /usr/lib/x86_64-linux-gnu/libmd.so.0.0.5
id dev=7:0 ino=579772 size=47312 mtime=1657417415.000000000 build-id=bfcdab3e6fabdc0d6f3e3e7d562330e80601a5af
range 0+47312
file /usr/lib/libreoffice/program/sofficerc
id dev=7:0 ino=153611 size=1293 mtime=1780780043.000000000
range 0+1293
file /usr/lib/libreoffice/program/fundamentalrc
id dev=7:0 ino=153577 size=2351 mtime=1780780043.000000000
range 0+2351
file /usr/lib/libreoffice/program/libgcc3_uno.so
id dev=7:0 ino=153551 size=68664 mtime=1780780043.000000000 build-id=079b6ebcba708dc7f274e02172c708ae967248d8
range 0+68664
file /usr/lib/libreoffice/program/versionrc
id dev=7:0 ino=153617 size=981 mtime=1780780043.000000000
range 0+981
file /usr/lib/libreoffice/program/lounorc
id dev=7:0 ino=153582 size=1059 mtime=1780780043.000000000
range 0+1059
file /usr/lib/libreoffice/program/unorc
id dev=7:0 ino=153575 size=239 mtime=1780780043.000000000
range 0+239
file /usr/lib/libreoffice/program/services.rdb
id dev=7:0 ino=153571 size=9809 mtime=1780780043.000000000
range 0+9809
file /usr/lib/libreoffice/program/services/services.rdb
id dev=7:0 ino=153602 size=257115 mtime=1780780043.000000000
range 0+257115
file /usr/lib/libreoffice/program/types.rdb
id dev=7:0 ino=153572 size=57448 mtime=1780780043.000000000
range 0+57448
file /usr/lib/libreoffice/program/types/oovbaapi.rdb
id dev=7:0 ino=153614 size=351227 mtime=1780780043.000000000
range 0+351227
file /usr/lib/libreoffice/program/types/offapi.rdb
id dev=7:0 ino=153613 size=684901 mtime=1780780043.000000000
range 0+684901
file /etc/libreoffice/registry/lingucomponent.xcd
id dev=7:0 ino=391420 size=1692 mtime=1780780043.000000000
range 0+1692
file /etc/libreoffice/registry/xsltfilter.xcd
id dev=7:0 ino=391419 size=18364 mtime=1780780043.000000000
range 0+18364
file /etc/libreoffice/registry/writer.xcd
id dev=7:0 ino=391422 size=440672 mtime=1780780043.000000000
range 0+440672
file /etc/libreoffice/registry/pdfimport.xcd
id dev=7:0 ino=391414 size=9288 mtime=1780780043.000000000
range 0+9288
file /etc/libreoffice/registry/main.xcd
id dev=7:0 ino=391413 size=2197421 mtime=1780780043.000000000
range 0+2197421
file /etc/libreoffice/registry/Langpack-en-US.xcd
id dev=7:0 ino=391421 size=568 mtime=1780780043.000000000
range 0+568
file /etc/libreoffice/registry/res/fcfg_langpack_en-US.xcd
id dev=7:0 ino=391416 size=39765 mtime=1780780043.000000000
range 0+39765
file /usr/lib/libreoffice/presets/autotext/mytexts.bau
id dev=7:0 ino=153776 size=557 mtime=1780780043.000000000
range 0+557
file /usr/lib/libreoffice/presets/database/biblio.odb
id dev=7:0 ino=153790 size=2892 mtime=1683127333.000000000
range 0+2892
file /usr/lib/libreoffice/presets/database/biblio/biblio.dbf
id dev=7:0 ino=153788 size=75798 mtime=1683127333.000000000
range 0+75798
file /usr/lib/libreoffice/presets/database/biblio/biblio.dbt
id dev=7:0 ino=153789 size=46601 mtime=1683127333.000000000
range 0+46601
file /usr/lib/libreoffice/presets/config/autotbl.fmt
id dev=7:0 ino=153785 size=35313 mtime=1683127333.000000000
range 0+35313
file /usr/lib/libreoffice/presets/basic/dialog.xlc
id dev=7:0 ino=153782 size=339 mtime=1683127333.000000000
range 0+339
file /usr/lib/libreoffice/presets/basic/Standard/dialog.xlb
id dev=7:0 ino=153780 size=288 mtime=1683127333.000000000
range 0+288
file /usr/lib/libreoffice/presets/basic/Standard/Module1.xba
id dev=7:0 ino=153779 size=1124 mtime=1683127333.000000000
range 0+1124
file /usr/lib/libreoffice/presets/basic/Standard/script.xlb
id dev=7:0 ino=153781 size=349 mtime=1683127333.000000000
range 0+349
file /usr/lib/libreoffice/presets/basic/script.xlc
id dev=7:0 ino=153783 size=339 mtime=1683127333.000000000
range 0+339
file /usr/lib/libreoffice/presets/gallery/sg30.sdv
id dev=7:0 ino=153792 size=2048 mtime=1683127333.000000000
range 0+2048
file /usr/lib/libreoffice/presets/gallery/sg30.thm
id dev=7:0 ino=153793 size=565 mtime=1683127333.000000000
range 0+565
file /usr/lib/libreoffice/program/liblocaledata_en.so
id dev=7:0 ino=153721 size=359664 mtime=1780780043.000000000 build-id=e307926e9435363f91b672bb2c402bacac55063d
range 0+359664
file /usr/lib/libreoffice/program/libloglo.so
id dev=7:0 ino=153725 size=134896 mtime=1780780043.000000000 build-id=24992c1ffc07c70bbb8c3d62a958eb84a2854caa
range 0+134896
file /etc/fonts/fonts.conf
id dev=7:0 ino=390777 size=2940 mtime=1675203848.000000000
range 0+2940
file /usr/share/fontconfig/conf.avail/10-hinting-slight.conf
id dev=7:0 ino=183470 size=620 mtime=1675203848.000000000
range 0+620
file /usr/share/fontconfig/conf.avail/10-scale-bitmap-fonts.conf
id dev=7:0 ino=183473 size=2068 mtime=1675203848.000000000
range 0+2068
file /usr/share/fontconfig/conf.avail/10-yes-antialias.conf
id dev=7:0 ino=183479 size=258 mtime=1675203848.000000000
range 0+258
file /usr/share/fontconfig/conf.avail/11-lcdfilter-default.conf
id dev=7:0 ino=183480 size=695 mtime=1675203848.000000000
range 0+695
file /etc/fonts/conf.avail/20-unhint-small-dejavu-lgc-sans-mono.conf
id dev=7:0 ino=390717 size=874 mtime=1469867871.000000000
range 0+874
file /etc/fonts/conf.avail/20-unhint-small-dejavu-lgc-sans.conf
id dev=7:0 ino=390718 size=864 mtime=1469867871.000000000
range 0+864
file /etc/fonts/conf.avail/20-unhint-small-dejavu-lgc-serif.conf
id dev=7:0 ino=390719 size=866 mtime=1469867871.000000000
range 0+866
file /etc/fonts/conf.avail/20-unhint-small-dejavu-sans-mono.conf
id dev=7:0 ino=390720 size=866 mtime=1469867871.000000000
range 0+866
file /etc/fonts/conf.avail/20-unhint-small-dejavu-sans.conf
id dev=7:0 ino=390721 size=856 mtime=1469867871.000000000
range 0+856
file /etc/fonts/conf.avail/20-unhint-small-dejavu-serif.conf
id dev=7:0 ino=390722 size=858 mtime=1469867871.000000000
range 0+858
file /usr/share/fontconfig/conf.avail/20-unhint-small-vera.conf
id dev=7:0 ino=183483 size=1377 mtime=1675203848.000000000
range 0+1377
file /usr/share/fontconfig/conf.avail/30-metric-aliases.conf
id dev=7:0 ino=183485 size=13234 mtime=1675203848.000000000
range 0+13234
file /usr/share/fontconfig/conf.avail/30-opensymbol.conf
id dev=7:0 ino=183518 size=289 mtime=1780780043.000000000
range 0+289
file /usr/share/fontconfig/conf.avail/40-nonlatin.conf
id dev=7:0 ino=183487 size=7981 mtime=1675203848.000000000
range 0+7981
file /usr/share/fontconfig/conf.avail/45-generic.conf
id dev=7:0 ino=183488 size=3490 mtime=1675203848.000000000
range 0+3490
file /usr/share/fontconfig/conf.avail/45-latin.conf
id dev=7:0 ino=183489 size=7055 mtime=1675203848.000000000
range 0+7055
file /usr/share/fontconfig/conf.avail/48-spacing.conf
id dev=7:0 ino=183490 size=441 mtime=1675203848.000000000
range 0+441
file /usr/share/fontconfig/conf.avail/49-sansserif.conf
id dev=7:0 ino=183491 size=639 mtime=1675203848.000000000
range 0+639
file /usr/share/fontconfig/conf.avail/50-user.conf
id dev=7:0 ino=183492 size=751 mtime=1675203848.000000000
range 0+751
file /usr/share/fontconfig/conf.avail/51-local.conf
id dev=7:0 ino=183493 size=263 mtime=1675203848.000000000
range 0+263
file /etc/fonts/conf.avail/57-dejavu-sans-mono.conf
id dev=7:0 ino=390723 size=1201 mtime=1678437335.000000000
range 0+1201
file /etc/fonts/conf.avail/57-dejavu-sans.conf
id dev=7:0 ino=390724 size=1711 mtime=1678437335.000000000
range 0+1711
file /etc/fonts/conf.avail/57-dejavu-serif.conf
id dev=7:0 ino=390725 size=1357 mtime=1678437335.000000000
range 0+1357
file /etc/fonts/conf.avail/58-dejavu-lgc-sans-mono.conf
id dev=7:0 ino=390726 size=1545 mtime=1469867871.000000000
range 0+1545
file /etc/fonts/conf.avail/58-dejavu-lgc-sans.conf
id dev=7:0 ino=390727 size=2063 mtime=1469867871.000000000
range 0+2063
file /etc/fonts/conf.avail/58-dejavu-lgc-serif.conf
id dev=7:0 ino=390728 size=1689 mtime=1469867871.000000000
range 0+1689
file /usr/share/fontconfig/conf.avail/60-generic.conf
id dev=7:0 ino=183494 size=1911 mtime=1675203848.000000000
range 0+1911
file /usr/share/fontconfig/conf.avail/60-latin.conf
id dev=7:0 ino=183495 size=2136 mtime=1675203848.000000000
range 0+2136
file /usr/share/fontconfig/conf.avail/urw-bookman.conf
id dev=7:0 ino=183505 size=1021 mtime=1592310105.000000000
range 0+1021
file /usr/share/fontconfig/conf.avail/urw-c059.conf
id dev=7:0 ino=183506 size=1003 mtime=1592310105.000000000
range 0+1003
file /usr/share/fontconfig/conf.avail/urw-d050000l.conf
id dev=7:0 ino=183507 size=1022 mtime=1592310105.000000000
range 0+1022
file /usr/share/fontconfig/conf.avail/urw-fallback-backwards.conf
id dev=7:0 ino=183508 size=3257 mtime=1592310105.000000000
range 0+3257
file /usr/share/fontconfig/conf.avail/urw-fallback-generics.conf
id dev=7:0 ino=183509 size=2727 mtime=1592310105.000000000
range 0+2727
file /usr/share/fontconfig/conf.avail/urw-gothic.conf
id dev=7:0 ino=183511 size=913 mtime=1592310105.000000000
range 0+913
file /usr/share/fontconfig/conf.avail/urw-nimbus-mono-ps.conf
id dev=7:0 ino=183512 size=899 mtime=1592310105.000000000
range 0+899
file /usr/share/fontconfig/conf.avail/urw-nimbus-roman.conf
id dev=7:0 ino=183513 size=877 mtime=1592310105.000000000
range 0+877
file /usr/share/fontconfig/conf.avail/urw-nimbus-sans.conf
id dev=7:0 ino=183514 size=1572 mtime=1592310105.000000000
range 0+1572
file /usr/share/fontconfig/conf.avail/urw-p052.conf
id dev=7:0 ino=183515 size=975 mtime=1592310105.000000000
range 0+975
file /usr/share/fontconfig/conf.avail/urw-standard-symbols-ps.conf
id dev=7:0 ino=183516 size=1061 mtime=1592310105.000000000
range 0+1061
file /usr/share/fontconfig/conf.avail/urw-z003.conf
id dev=7:0 ino=183517 size=865 mtime=1592310105.000000000
range 0+865
file /usr/share/fontconfig/conf.avail/65-fonts-persian.conf
id dev=7:0 ino=183496 size=10132 mtime=1675203848.000000000
range 0+10132
file /usr/share/fontconfig/conf.avail/65-nonlatin.conf
id dev=7:0 ino=183498 size=9127 mtime=1675203848.000000000
range 0+9127
file /usr/share/fontconfig/conf.avail/69-unifont.conf
id dev=7:0 ino=183499 size=687 mtime=1675203848.000000000
range 0+687
file /usr/share/fontconfig/conf.avail/70-no-bitmaps.conf
id dev=7:0 ino=183501 size=327 mtime=1675203848.000000000
range 0+327
file /usr/share/fontconfig/conf.avail/80-delicious.conf
id dev=7:0 ino=183503 size=437 mtime=1675203848.000000000
range 0+437
file /usr/share/fontconfig/conf.avail/90-synthetic.conf
id dev=7:0 ino=183504 size=1757 mtime=1675203848.000000000
range 0+1757
file /usr/share/fontconfig/conf.avail/05-reset-dirs-sample.conf
id dev=7:0 ino=183464 size=213 mtime=1675203848.000000000
range 0+213
file /usr/share/fontconfig/conf.avail/09-autohint-if-no-hinting.conf
id dev=7:0 ino=183465 size=717 mtime=1675203848.000000000
range 0+717
file /usr/share/fontconfig/conf.avail/10-autohint.conf
id dev=7:0 ino=183466 size=630 mtime=1675203848.000000000
range 0+630
file /usr/share/fontconfig/conf.avail/10-hinting-full.conf
id dev=7:0 ino=183467 size=616 mtime=1675203848.000000000
range 0+616
file /usr/share/fontconfig/conf.avail/10-hinting-medium.conf
id dev=7:0 ino=183468 size=620 mtime=1675203848.000000000
range 0+620
file /usr/share/fontconfig/conf.avail/10-hinting-none.conf
id dev=7:0 ino=183469 size=616 mtime=1675203848.000000000
range 0+616
file /usr/share/fontconfig/conf.avail/10-no-antialias.conf
id dev=7:0 ino=183471 size=260 mtime=1675203848.000000000
range 0+260
file /usr/share/fontconfig/conf.avail/10-no-sub-pixel.conf
id dev=7:0 ino=183472 size=647 mtime=1675203848.000000000
range 0+647
file /usr/share/fontconfig/conf.avail/10-sub-pixel-bgr.conf
id dev=7:0 ino=183474 size=672 mtime=1675203848.000000000
range 0+672
file /usr/share/fontconfig/conf.avail/10-sub-pixel-rgb.conf
id dev=7:0 ino=183475 size=672 mtime=1675203848.000000000
range 0+672
file /usr/share/fontconfig/conf.avail/10-sub-pixel-vbgr.conf
id dev=7:0 ino=183476 size=682 mtime=1675203848.000000000
range 0+682
file /usr/share/fontconfig/conf.avail/10-sub-pixel-vrgb.conf
id dev=7:0 ino=183477 size=682 mtime=1675203848.000000000
range 0+682
file /usr/share/fontconfig/conf.avail/10-unhinted.conf
id dev=7:0 ino=183478 size=625 mtime=1675203848.000000000
range 0+625
file /usr/share/fontconfig/conf.avail/11-lcdfilter-legacy.conf
id dev=7:0 ino=183481 size=692 mtime=1675203848.000000000
range 0+692
file /usr/share/fontconfig/conf.avail/11-lcdfilter-light.conf
id dev=7:0 ino=183482 size=689 mtime=1675203848.000000000
range 0+689
file /usr/share/fontconfig/conf.avail/25-unhint-nonlatin.conf
id dev=7:0 ino=183484 size=3329 mtime=1675203848.000000000
range 0+3329
file /usr/share/fontconfig/conf.avail/35-lang-normalize.conf
id dev=7:0 ino=183486 size=42037 mtime=1675203848.000000000
range 0+42037
file /usr/share/fontconfig/conf.avail/65-khmer.conf
id dev=7:0 ino=183497 size=304 mtime=1675203848.000000000
range 0+304
file /usr/share/fontconfig/conf.avail/70-force-bitmaps.conf
id dev=7:0 ino=183500 size=327 mtime=1675203848.000000000
range 0+327
file /usr/share/fontconfig/conf.avail/70-yes-bitmaps.conf
id dev=7:0 ino=183502 size=77 mtime=1675203848.000000000
range 0+77
file /var/cache/fontconfig/4c599c202bc5c08e2d34565a40eac3b2-le64.cache-8
id dev=7:0 ino=391521 size=104 mtime=1795689684.570484614
range 0+104
file /var/cache/fontconfig/3830d5c3ddfd5cd38a049b759396e72e-le64.cache-8
id dev=7:0 ino=391504 size=312 mtime=1795692609.343019911
range 0+312
file /var/cache/fontconfig/c855463f699352c367813e37f3f70ea7-le64.cache-8
id dev=7:0 ino=391505 size=224 mtime=1795692609.344203228
range 0+224
file /var/cache/fontconfig/32b6488e5b8292a2e95c79d947e009e8-le64.cache-8
id dev=7:0 ino=391506 size=104 mtime=1795692609.344539962
range 0+104
file /var/cache/fontconfig/57e423e26b20ab21d0f2f29c145174c3-le64.cache-8
id dev=7:0 ino=391507 size=336 mtime=1795692609.344796400
range 0+336
file /var/cache/fontconfig/573ec803664ed168555e0e8b6d0f0c7f-le64.cache-8
id dev=7:0 ino=391508 size=160 mtime=1795692609.344975818
range 0+160
file /var/cache/fontconfig/7ef2298fde41cc6eeb7af42e48b7d293-le64.cache-8
id dev=7:0 ino=391500 size=248 mtime=1795748894.262155985
range 0+248
file /var/cache/fontconfig/d82eb4fd963d448e2fcb7d7b793b5df3-le64.cache-8
id dev=7:0 ino=391509 size=152 mtime=1795692609.345219061
range 0+152
file /var/cache/fontconfig/e13b20fdb08344e0e664864cc2ede53d-le64.cache-8
id dev=7:0 ino=391510 size=52256 mtime=1795692609.410479651
range 0+52256
file /var/cache/fontconfig/707971e003b4ae6c8121c3a920e507f5-le64.cache-8
id dev=7:0 ino=391511 size=160 mtime=1795692609.412712077
range 0+160
file /var/cache/fontconfig/fe547fea3a41b43a38975d292a2b19c7-le64.cache-8
id dev=7:0 ino=391512 size=112 mtime=1795692609.413596427
range 0+112
file /var/cache/fontconfig/f1f2465696798768e9653f19e17ccdc8-le64.cache-8
id dev=7:0 ino=391513 size=120 mtime=1795692609.415933708
range 0+120
file /var/cache/fontconfig/95530828ff6c81d309f8258d8d02a23e-le64.cache-8
id dev=7:0 ino=391514 size=112 mtime=1795692609.417856265
range 0+112
file /var/cache/fontconfig/d3e5c4ee2ceb1fc347f91d4cefc53bc0-le64.cache-8
id dev=7:0 ino=391515 size=120 mtime=1795692609.421793151
range 0+120
file /var/cache/fontconfig/e52a45a1c8c8fe895fc0fc8c4e6999b8-le64.cache-8
id dev=7:0 ino=391516 size=120 mtime=1795692609.421996121
range 0+120
file /var/cache/fontconfig/188ac73a183f12857f63bb60a4a6d603-le64.cache-8
id dev=7:0 ino=391517 size=120 mtime=1795692609.424045652
range 0+120
file /var/cache/fontconfig/6cc790b63b123a6a96ee260fcdad32a9-le64.cache-8
id dev=7:0 ino=391518 size=58472 mtime=1795692609.431060494
range 0+58472
file /var/cache/fontconfig/d589a48862398ed80a3d6066f4f56f4c-le64.cache-8
id dev=7:0 ino=391497 size=49448 mtime=1795689684.599743979
range 0+49448
file /var/cache/fontconfig/da43223dd54fb3bb4243ae19d4b583b2-le64.cache-8
id dev=7:0 ino=391499 size=2552 mtime=1795748894.263491717
range 0+2552
file /var/cache/fontconfig/c57959a16110560c8d0fcea73374aeeb-le64.cache-8
id dev=7:0 ino=391498 size=18048 mtime=1795689684.601762177
range 0+18048
file /var/cache/fontconfig/a4e60e8d1e10d2fdff3fe3037a1845fb-le64.cache-8
id dev=7:0 ino=391519 size=52456 mtime=1795692609.505301950
range 0+52456
file /var/cache/fontconfig/6333f38776742d18e214673cd2c24e34-le64.cache-8
id dev=7:0 ino=391520 size=120 mtime=1795692609.506741484
range 0+120
file /var/cache/fontconfig/807752c9e168308eb5108dacded5237a-le64.cache-8
id dev=7:0 ino=391502 size=136 mtime=1795748895.674565826
range 0+136
file /var/cache/fontconfig/158c65c810c0d352a587f5be66058e87-le64.cache-8
id dev=7:0 ino=391503 size=128 mtime=1795748895.674710060
range 0+128
file /usr/share/fonts/opentype/urw-base35/C059-BdIta.otf
id dev=7:0 ino=183683 size=103444 mtime=1592310105.000000000
range 0+16384 36864+66580
file /usr/lib/libreoffice/program/libsal_textenclo.so
id dev=7:0 ino=153565 size=1693728 mtime=1780780043.000000000 build-id=116f1c149df85a64ecc6f3f4cfb1000198c29e87
range 0+262144 1490944+202784
file /usr/share/fonts/opentype/urw-base35/C059-Bold.otf
id dev=7:0 ino=183684 size=100692 mtime=1592310105.000000000
range 0+16384 32768+67924
file /usr/share/fonts/opentype/urw-base35/C059-Italic.otf
id dev=7:0 ino=183685 size=101324 mtime=1592310105.000000000
range 0+16384 32768+68556
file /usr/share/fonts/opentype/urw-base35/C059-Roman.otf
id dev=7:0 ino=183686 size=97476 mtime=1592310105.000000000
range 0+16384 28672+68804
file /usr/share/fonts/opentype/urw-base35/D050000L.otf
id dev=7:0 ino=183687 size=29832 mtime=1592310105.000000000
range 0+29832
file /usr/share/fonts/truetype/dejavu/DejaVuMathTeXGyre.ttf
id dev=7:0 ino=183522 size=577192 mtime=1678437335.000000000
range 0+131072 458752+118440
file /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
id dev=7:0 ino=183523 size=708920 mtime=1678437335.000000000
range 0+131072 561152+131072
file /usr/share/fonts/truetype/dejavu/DejaVuSans-BoldOblique.ttf
id dev=7:0 ino=183524 size=645600 mtime=1678437335.000000000
range 0+131072 507904+131072
file /usr/share/fonts/truetype/dejavu/DejaVuSans-ExtraLight.ttf
id dev=7:0 ino=183525 size=355824 mtime=1678437335.000000000
range 0+188416 258048+97776
file /usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf
id dev=7:0 ino=183526 size=637648 mtime=1678437335.000000000
range 0+131072 499712+131072
file /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
id dev=7:0 ino=183527 size=759720 mtime=1678437335.000000000
range 0+262144 544768+214952
file /usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf
id dev=7:0 ino=183528 size=667844 mtime=1678437335.000000000
range 0+131072 520192+131072
file /usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-BoldOblique.ttf
id dev=7:0 ino=183529 size=614068 mtime=1678437335.000000000
range 0+131072 475136+131072
file /usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Oblique.ttf
id dev=7:0 ino=183530 size=601448 mtime=1678437335.000000000
range 0+131072 466944+131072
file /usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf
id dev=7:0 ino=183531 size=682828 mtime=1678437335.000000000
range 0+131072 536576+131072
file /usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf
id dev=7:0 ino=183532 size=334268 mtime=1678437335.000000000
range 0+16384 225280+108988
file /usr/share/fonts/truetype/dejavu/DejaVuSansMono-BoldOblique.ttf
id dev=7:0 ino=183533 size=254960 mtime=1678437335.000000000
range 0+147456 151552+103408
file /usr/share/fonts/truetype/dejavu/DejaVuSansMono-Oblique.ttf
id dev=7:0 ino=183534 size=253448 mtime=1678437335.000000000
range 0+147456 151552+101896
file /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf
id dev=7:0 ino=183535 size=343140 mtime=1678437335.000000000
range 0+343140
file /usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf
id dev=7:0 ino=183536 size=356668 mtime=1678437335.000000000
range 0+131072 245760+110908
file /usr/share/fonts/truetype/dejavu/DejaVuSerif-BoldItalic.ttf
id dev=7:0 ino=183537 size=348020 mtime=1678437335.000000000
range 0+131072 237568+110452
file /usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf
id dev=7:0 ino=183538 size=346544 mtime=1678437335.000000000
range 0+131072 233472+113072
file /usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf
id dev=7:0 ino=183539 size=380660 mtime=1678437335.000000000
range 0+262144 270336+110324
file /usr/share/fonts/truetype/dejavu/DejaVuSerifCondensed-Bold.ttf
id dev=7:0 ino=183540 size=331820 mtime=1678437335.000000000
range 0+131072 221184+110636
file /usr/share/fonts/truetype/dejavu/DejaVuSerifCondensed-BoldItalic.ttf
id dev=7:0 ino=183541 size=347076 mtime=1678437335.000000000
range 0+131072 237568+109508
file /usr/share/fonts/truetype/dejavu/DejaVuSerifCondensed-Italic.ttf
id dev=7:0 ino=183542 size=345868 mtime=1678437335.000000000
range 0+131072 233472+112396
file /usr/share/fonts/truetype/dejavu/DejaVuSerifCondensed.ttf
id dev=7:0 ino=183543 size=347208 mtime=1678437335.000000000
range 0+131072 237568+109640
file /usr/share/fonts/opentype/urw-base35/NimbusMonoPS-Bold.otf
id dev=7:0 ino=183688 size=87520 mtime=1592310105.000000000
range 0+16384 20480+67040
file /usr/share/fonts/opentype/urw-base35/NimbusMonoPS-BoldItalic.otf
id dev=7:0 ino=183689 size=89580 mtime=1592310105.000000000
range 0+16384 20480+69100
file /usr/share/fonts/opentype/urw-base35/NimbusMonoPS-Italic.otf
id dev=7:0 ino=183690 size=82648 mtime=1592310105.000000000
range 0+82648
file /usr/share/fonts/opentype/urw-base35/NimbusMonoPS-Regular.otf
id dev=7:0 ino=183691 size=77936 mtime=1592310105.000000000
range 0+77936
file /usr/share/fonts/opentype/urw-base35/NimbusRoman-Bold.otf
id dev=7:0 ino=183692 size=100984 mtime=1592310105.000000000
range 0+16384 32768+68216
file /usr/share/fonts/opentype/urw-base35/NimbusRoman-BoldItalic.otf
id dev=7:0 ino=183693 size=104772 mtime=1592310105.000000000
range 0+16384 36864+67908
file /usr/share/fonts/opentype/urw-base35/NimbusRoman-Italic.otf
id dev=7:0 ino=183694 size=105684 mtime=1592310105.000000000
range 0+16384 36864+68820
file /usr/share/fonts/opentype/urw-base35/NimbusRoman-Regular.otf
id dev=7:0 ino=183695 size=98200 mtime=1592310105.000000000
range 0+16384 28672+69528
file /usr/share/fonts/opentype/urw-base35/NimbusSans-BoldItalic.otf
id dev=7:0 ino=183697 size=95396 mtime=1592310105.000000000
range 0+16384 28672+66724
file /usr/share/fonts/opentype/urw-base35/NimbusSans-Italic.otf
id dev=7:0 ino=183698 size=95244 mtime=1592310105.000000000
range 0+16384 28672+66572
file /usr/share/fonts/opentype/urw-base35/NimbusSans-Bold.otf
id dev=7:0 ino=183696 size=83264 mtime=1592310105.000000000
range 0+83264
file /usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf
id dev=7:0 ino=183699 size=82264 mtime=1592310105.000000000
range 0+82264
file /usr/share/fonts/opentype/urw-base35/NimbusSansNarrow-Bold.otf
id dev=7:0 ino=183700 size=81340 mtime=1592310105.000000000
range 0+81340
file /usr/share/fonts/opentype/urw-base35/NimbusSansNarrow-BoldOblique.otf
id dev=7:0 ino=183701 size=87956 mtime=1592310105.000000000
range 0+16384 20480+67476
file /usr/share/fonts/opentype/urw-base35/NimbusSansNarrow-Oblique.otf
id dev=7:0 ino=183702 size=87068 mtime=1592310105.000000000
range 0+16384 20480+66588
file /usr/share/fonts/opentype/urw-base35/NimbusSansNarrow-Regular.otf
id dev=7:0 ino=183703 size=80864 mtime=1592310105.000000000
range 0+80864
file /usr/share/fonts/truetype/libreoffice/opens___.ttf
id dev=7:0 ino=183545 size=208872 mtime=1780780043.000000000
range 0+208872
file /usr/share/fonts/opentype/urw-base35/P052-Bold.otf
id dev=7:0 ino=183704 size=110980 mtime=1592310105.000000000
range 0+16384 40960+70020
file /usr/share/fonts/opentype/urw-base35/P052-BoldItalic.otf
id dev=7:0 ino=183705 size=110928 mtime=1592310105.000000000
range 0+16384 40960+69968
file /usr/share/fonts/opentype/urw-base35/P052-Italic.otf
id dev=7:0 ino=183706 size=109824 mtime=1592310105.000000000
range 0+16384 40960+68864
file /usr/share/fonts/opentype/urw-base35/P052-Roman.otf
id dev=7:0 ino=183707 size=110236 mtime=1592310105.000000000
range 0+16384 40960+69276
file /usr/share/fonts/opentype/urw-base35/StandardSymbolsPS.otf
id dev=7:0 ino=183708 size=21176 mtime=1592310105.000000000
range 0+21176
file /usr/share/fonts/opentype/urw-base35/URWBookman-Demi.otf
id dev=7:0 ino=183709 size=97208 mtime=1592310105.000000000
range 0+16384 28672+68536
file /usr/share/fonts/opentype/urw-base35/URWBookman-DemiItalic.otf
id dev=7:0 ino=183710 size=101584 mtime=1592310105.000000000
range 0+16384 32768+68816
file /usr/share/fonts/opentype/urw-base35/URWBookman-Light.otf
id dev=7:0 ino=183711 size=98396 mtime=1592310105.000000000
range 0+16384 28672+69724
file /usr/share/fonts/opentype/urw-base35/URWBookman-LightItalic.otf
id dev=7:0 ino=183712 size=102764 mtime=1592310105.000000000
range 0+16384 32768+69996
file /usr/share/fonts/opentype/urw-base35/URWGothic-Book.otf
id dev=7:0 ino=183713 size=82968 mtime=1592310105.000000000
range 0+82968
file /usr/share/fonts/opentype/urw-base35/URWGothic-BookOblique.otf
id dev=7:0 ino=183714 size=85336 mtime=1592310105.000000000
range 0+85336
file /usr/share/fonts/opentype/urw-base35/URWGothic-Demi.otf
id dev=7:0 ino=183715 size=83580 mtime=1592310105.000000000
range 0+83580
file /usr/share/fonts/opentype/urw-base35/URWGothic-DemiOblique.otf
id dev=7:0 ino=183716 size=86232 mtime=1592310105.000000000
range 0+86232
file /usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf
id dev=7:0 ino=183717 size=114052 mtime=1592310105.000000000
range 0+16384 45056+68996
file /usr/share/fonts/truetype/lyx/cmex10.ttf
id dev=7:0 ino=183547 size=20688 mtime=1672691653.000000000
range 0+20688
file /usr/share/fonts/truetype/lyx/cmmi10.ttf
id dev=7:0 ino=183548 size=32044 mtime=1672691653.000000000
range 0+32044
file /usr/share/fonts/truetype/lyx/cmr10.ttf
id dev=7:0 ino=183549 size=26188 mtime=1672691653.000000000
range 0+26188
file /usr/share/fonts/truetype/lyx/cmsy10.ttf
id dev=7:0 ino=183550 size=28484 mtime=1672691653.000000000
range 0+28484
file /usr/share/fonts/truetype/lyx/dsrom10.ttf
id dev=7:0 ino=183551 size=9944 mtime=1672691653.000000000
range 0+9944
file /usr/share/fonts/truetype/lyx/esint10.ttf
id dev=7:0 ino=183552 size=24324 mtime=1672691653.000000000
range 0+24324
file /usr/share/fonts/truetype/lyx/eufm10.ttf
id dev=7:0 ino=183553 size=23476 mtime=1672691653.000000000
range 0+23476
file /usr/share/fonts/truetype/lyx/msam10.ttf
id dev=7:0 ino=183554 size=26628 mtime=1672691653.000000000
range 0+26628
file /usr/share/fonts/truetype/lyx/msbm10.ttf
id dev=7:0 ino=183555 size=36468 mtime=1672691653.000000000
range 0+36468
file /usr/share/fonts/truetype/lyx/rsfs10.ttf
id dev=7:0 ino=183556 size=10932 mtime=1672691653.000000000
range 0+10932
file /usr/share/fonts/truetype/lyx/stmary10.ttf
id dev=7:0 ino=183557 size=18740 mtime=1672691653.000000000
range 0+18740
file /usr/share/fonts/truetype/lyx/wasy10.ttf
id dev=7:0 ino=183558 size=20884 mtime=1672691653.000000000
range 0+20884
file /usr/lib/libreoffice/program/libstocserviceslo.so
id dev=7:0 ino=153566 size=134824 mtime=1780780043.000000000 build-id=e91dedb68a3016ee30395a649fda6b02755a4241
range 0+134824
file /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/lab.txt
id dev=7:1 ino=393225 size=86 mtime=1795765074.075619693
range 0+86
file /usr/lib/libreoffice/program/libswlo.so
id dev=7:0 ino=153764 size=18349024 mtime=1780780043.000000000 build-id=54b0065811eb6216d448cbd09967bc16d3dd447a
range 0+3211264 3301376+131072 4063232+167936 4251648+290816 4546560+270336 4829184+131072 4976640+487424 5513216+573440 6103040+368640 6500352+221184 6729728+172032 6905856+659456 7577600+1146880 8728576+237568 9076736+208896 9297920+196608
range 9662464+135168 9973760+225280 10207232+131072 10665984+303104 11157504+131072 11354112+131072 11669504+217088 11894784+380928 12333056+417792 12804096+131072 12963840+221184 13324288+630784 13975552+507904 14516224+409600 14954496+495616 17506304+842720
file /usr/share/hunspell/en_US.dic
id dev=7:0 ino=308467 size=860381 mtime=1642655800.000000000
file /usr/lib/libreoffice/program/libLanguageToollo.so
id dev=7:0 ino=153700 size=110016 mtime=1780780043.000000000 build-id=036db0ab4652c6a13f839918f4607e4ceba2d1f7
range 0+110016
file /usr/lib/locale/C.utf8/LC_PAPER
id dev=7:0 ino=577755 size=34 mtime=1777320873.000000000
range 0+34
file /usr/lib/libreoffice/program/libproxyfaclo.so
id dev=7:0 ino=153563 size=35632 mtime=1780780043.000000000 build-id=f0f157cf4b58bee11c4834cb38de677c2a7157d0
range 0+35632
file /usr/lib/libreoffice/program/libpdffilterlo.so
id dev=7:0 ino=153733 size=255040 mtime=1780780043.000000000 build-id=3dc911f88737043ba583b9b9ebc27268918e1863
range 0+255040
file /usr/lib/x86_64-linux-gnu/libsoftokn3.so
id dev=7:0 ino=579944 size=357768 mtime=1772055708.000000000 build-id=9d26d9a7806a305bd72030a4f9547d51582b19ad
range 0+357768
file /usr/lib/x86_64-linux-gnu/libsqlite3.so.0.8.6
id dev=7:0 ino=579950 size=1437848 mtime=1756225090.000000000 build-id=5221b80bd99650e3e55370b0e24f4b4dbe81264f
range 0+393216 1150976+4096 1368064+69784
file /usr/lib/x86_64-linux-gnu/libfreeblpriv3.so
id dev=7:0 ino=579574 size=751784 mtime=1772055708.000000000 build-id=8f2bd1f7c3e1d843c02a390d7d0ab4a3fb2cce78
range 0+262144 319488+131072 454656+143360 684032+67752
file /usr/share/libreoffice/share/config/images_colibre.zip
id dev=7:0 ino=308405 size=2838038 mtime=1780780043.000000000
range 1908736+69632 2330624+4096 2510848+327190
file /etc/libreoffice/sofficerc
id dev=7:0 ino=391424 size=433 mtime=1780780043.000000000
range 0+433
lookup /etc/ld.so.preload
lookup /lib/x86_64-linux-gnu/libc.so.6 ino=579449
lookup /work/main ino=5308427
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/. ino=393218
lookup /usr/bin/soffice ino=153610
lookup /usr/local/sbin/dirname
lookup /usr/local/bin/dirname
lookup /usr/sbin/dirname
lookup /usr/local/sbin/basename
lookup /usr/local/bin/basename
lookup /usr/sbin/basename
lookup /usr/local/sbin/ls
lookup /usr/local/bin/ls
lookup /usr/sbin/ls
lookup /usr/local/sbin/sed
lookup /usr/local/bin/sed
lookup /usr/sbin/sed
lookup /lib/x86_64-linux-gnu/libselinux.so.1 ino=579929
lookup /lib/x86_64-linux-gnu/libacl.so.1 ino=579378
lookup /lib/x86_64-linux-gnu/libpcre2-8.so.0 ino=581631
lookup /etc/selinux/config
lookup / ino=2
lookup /etc/localtime ino=296647
lookup /usr/bin/../lib/libreoffice/program/soffice ino=153610
lookup /usr/lib/libreoffice/program/ooenv
lookup /usr/local/sbin/grep
lookup /usr/local/bin/grep
lookup /usr/sbin/grep
lookup /usr/local/sbin/uname
lookup /usr/local/bin/uname
lookup /usr/sbin/uname
lookup /usr/lib/libreoffice/program/glibc-hwcaps/x86-64-v4/libuno_sal.so.3
lookup /usr/lib/libreoffice/program/glibc-hwcaps/x86-64-v4
lookup /usr/lib/libreoffice/program/glibc-hwcaps/x86-64-v3/libuno_sal.so.3
lookup /usr/lib/libreoffice/program/glibc-hwcaps/x86-64-v3
lookup /usr/lib/libreoffice/program/glibc-hwcaps/x86-64-v2/libuno_sal.so.3
lookup /usr/lib/libreoffice/program/glibc-hwcaps/x86-64-v2
lookup /usr/lib/libreoffice/program/tls/haswell/avx512_1/x86_64/libuno_sal.so.3
lookup /usr/lib/libreoffice/program/tls/haswell/avx512_1/x86_64
lookup /usr/lib/libreoffice/program/tls/haswell/avx512_1/libuno_sal.so.3
lookup /usr/lib/libreoffice/program/tls/haswell/avx512_1
lookup /usr/lib/libreoffice/program/tls/haswell/x86_64/libuno_sal.so.3
lookup /usr/lib/libreoffice/program/tls/haswell/x86_64
lookup /usr/lib/libreoffice/program/tls/haswell/libuno_sal.so.3
lookup /usr/lib/libreoffice/program/tls/haswell
lookup /usr/lib/libreoffice/program/tls/avx512_1/x86_64/libuno_sal.so.3
lookup /usr/lib/libreoffice/program/tls/avx512_1/x86_64
lookup /usr/lib/libreoffice/program/tls/avx512_1/libuno_sal.so.3
lookup /usr/lib/libreoffice/program/tls/avx512_1
lookup /usr/lib/libreoffice/program/tls/x86_64/libuno_sal.so.3
lookup /usr/lib/libreoffice/program/tls/x86_64
lookup /usr/lib/libreoffice/program/tls/libuno_sal.so.3
lookup /usr/lib/libreoffice/program/tls
lookup /usr/lib/libreoffice/program/haswell/avx512_1/x86_64/libuno_sal.so.3
lookup /usr/lib/libreoffice/program/haswell/avx512_1/x86_64
lookup /usr/lib/libreoffice/program/haswell/avx512_1/libuno_sal.so.3
lookup /usr/lib/libreoffice/program/haswell/avx512_1
lookup /usr/lib/libreoffice/program/haswell/x86_64/libuno_sal.so.3
lookup /usr/lib/libreoffice/program/haswell/x86_64
lookup /usr/lib/libreoffice/program/haswell/libuno_sal.so.3
lookup /usr/lib/libreoffice/program/haswell
lookup /usr/lib/libreoffice/program/avx512_1/x86_64/libuno_sal.so.3
lookup /usr/lib/libreoffice/program/avx512_1/x86_64
lookup /usr/lib/libreoffice/program/avx512_1/libuno_sal.so.3
lookup /usr/lib/libreoffice/program/avx512_1
lookup /usr/lib/libreoffice/program/x86_64/libuno_sal.so.3
lookup /usr/lib/libreoffice/program/x86_64
lookup /usr/lib/libreoffice/program/libc.so.6
lookup /usr/lib/libreoffice/program/libz.so.1
lookup /lib/x86_64-linux-gnu/libz.so.1 ino=580121
lookup /usr/lib/libreoffice/program/libstdc++.so.6
lookup /lib/x86_64-linux-gnu/libstdc++.so.6 ino=579958
lookup /usr/lib/libreoffice/program/libm.so.6
lookup /lib/x86_64-linux-gnu/libm.so.6 ino=579765
lookup /usr/lib/libreoffice/program/libgcc_s.so.1
lookup /lib/x86_64-linux-gnu/libgcc_s.so.1 ino=579588
lookup /usr/lib/locale/locale-archive
lookup /usr/share/locale/locale.alias ino=390873
lookup /usr/lib/locale/C.UTF-8/LC_CTYPE
lookup /usr ino=520193
lookup /usr/lib ino=545885
lookup /usr/lib/libreoffice ino=151508
lookup /usr/lib/libreoffice/program ino=153537
lookup /usr/lib/libreoffice/program/oosplashrc
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home ino=393220
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config ino=393241
lookup /tmp ino=246947
lookup /tmp/. ino=246947
lookup /tmp/preload-scratch.TWgEqH ino=2
lookup /tmp/preload-scratch.TWgEqH/. ino=2
lookup /tmp/preload-scratch.TWgEqH/tmp ino=393217
lookup /tmp/preload-scratch.TWgEqH/tmp/. ino=393217
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7 ino=393218
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/. ino=393220
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/. ino=393241
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice ino=393291
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/. ino=393291
lookup /usr/lib/libreoffice/program/. ino=153537
lookup /usr/lib/libreoffice/program/javaldx
lookup /usr/lib/libreoffice/program/libgpgmepp.so.6
lookup /lib/x86_64-linux-gnu/libgpgmepp.so.6 ino=582337
lookup /usr/lib/libreoffice/program/libicuuc.so.72
lookup /lib/x86_64-linux-gnu/libicuuc.so.72 ino=579712
lookup /usr/lib/libreoffice/program/libnss3.so
lookup /lib/x86_64-linux-gnu/libnss3.so ino=579818
lookup /usr/lib/libreoffice/program/libsmime3.so
lookup /lib/x86_64-linux-gnu/libsmime3.so ino=579940
lookup /usr/lib/libreoffice/program/libplc4.so
lookup /lib/x86_64-linux-gnu/libplc4.so ino=579879
lookup /usr/lib/libreoffice/program/libnspr4.so
lookup /lib/x86_64-linux-gnu/libnspr4.so ino=579817
lookup /usr/lib/libreoffice/program/libdconf.so.1
lookup /lib/x86_64-linux-gnu/libdconf.so.1 ino=579499
lookup /usr/lib/libreoffice/program/libgobject-2.0.so.0
lookup /lib/x86_64-linux-gnu/libgobject-2.0.so.0 ino=579646
lookup /usr/lib/libreoffice/program/libglib-2.0.so.0
lookup /lib/x86_64-linux-gnu/libglib-2.0.so.0 ino=579614
lookup /usr/lib/libreoffice/program/libicui18n.so.72
lookup /lib/x86_64-linux-gnu/libicui18n.so.72 ino=579696
lookup /usr/lib/libreoffice/program/libcurl-gnutls.so.4
lookup /lib/x86_64-linux-gnu/libcurl-gnutls.so.4 ino=579483
lookup /usr/lib/libreoffice/program/libxml2.so.2
lookup /lib/x86_64-linux-gnu/libxml2.so.2 ino=580075
lookup /usr/lib/libreoffice/program/libxslt.so.1
lookup /lib/x86_64-linux-gnu/libxslt.so.1 ino=580107
lookup /usr/lib/libreoffice/program/libexslt.so.0
lookup /lib/x86_64-linux-gnu/libexslt.so.0 ino=579543
lookup /usr/lib/libreoffice/program/libexpat.so.1
lookup /lib/x86_64-linux-gnu/libexpat.so.1 ino=579536
lookup /usr/lib/libreoffice/program/libclucene-core.so.1
lookup /lib/x86_64-linux-gnu/libclucene-core.so.1 ino=582316
lookup /usr/lib/libreoffice/program/libclucene-contribs-lib.so.1
lookup /lib/x86_64-linux-gnu/libclucene-contribs-lib.so.1 ino=582320
lookup /usr/lib/libreoffice/program/libexttextcat-2.0.so.0
lookup /lib/x86_64-linux-gnu/libexttextcat-2.0.so.0 ino=582332
lookup /usr/lib/libreoffice/program/libhunspell-1.7.so.0
lookup /lib/x86_64-linux-gnu/libhunspell-1.7.so.0 ino=582065
lookup /usr/lib/libreoffice/program/libhyphen.so.0
lookup /lib/x86_64-linux-gnu/libhyphen.so.0 ino=582341
lookup /usr/lib/libreoffice/program/libmythes-1.2.so.0
lookup /lib/x86_64-linux-gnu/libmythes-1.2.so.0 ino=582347
lookup /usr/lib/libreoffice/program/libnumbertext-1.0.so.0
lookup /lib/x86_64-linux-gnu/libnumbertext-1.0.so.0 ino=582349
lookup /usr/lib/libreoffice/program/liborcus-0.17.so.0
lookup /lib/x86_64-linux-gnu/liborcus-0.17.so.0 ino=582355
lookup /usr/lib/libreoffice/program/libboost_locale.so.1.74.0
lookup /lib/x86_64-linux-gnu/libboost_locale.so.1.74.0 ino=582315
lookup /usr/lib/libreoffice/program/librdf.so.0
lookup /lib/x86_64-linux-gnu/librdf.so.0 ino=582363
lookup /usr/lib/libreoffice/program/libraptor2.so.0
lookup /lib/x86_64-linux-gnu/libraptor2.so.0 ino=582359
lookup /usr/lib/libreoffice/program/libgraphite2.so.3
lookup /lib/x86_64-linux-gnu/libgraphite2.so.3 ino=579658
lookup /usr/lib/libreoffice/program/libharfbuzz-icu.so.0
lookup /lib/x86_64-linux-gnu/libharfbuzz-icu.so.0 ino=582339
lookup /usr/lib/libreoffice/program/libharfbuzz.so.0
lookup /lib/x86_64-linux-gnu/libharfbuzz.so.0 ino=579678
lookup /usr/lib/libreoffice/program/liblcms2.so.2
lookup /lib/x86_64-linux-gnu/liblcms2.so.2 ino=579751
lookup /usr/lib/libreoffice/program/libeot.so.0
lookup /lib/x86_64-linux-gnu/libeot.so.0 ino=582326
lookup /usr/lib/libreoffice/program/libjpeg.so.62
lookup /lib/x86_64-linux-gnu/libjpeg.so.62 ino=579731
lookup /usr/lib/libreoffice/program/libpng16.so.16
lookup /lib/x86_64-linux-gnu/libpng16.so.16 ino=579887
lookup /usr/lib/libreoffice/program/libtiff.so.6
lookup /lib/x86_64-linux-gnu/libtiff.so.6 ino=579983
lookup /usr/lib/libreoffice/program/libwebp.so.7
lookup /lib/x86_64-linux-gnu/libwebp.so.7 ino=580030
lookup /usr/lib/libreoffice/program/libcairo.so.2
lookup /lib/x86_64-linux-gnu/libcairo.so.2 ino=579456
lookup /usr/lib/libreoffice/program/libfontconfig.so.1
lookup /lib/x86_64-linux-gnu/libfontconfig.so.1 ino=579560
lookup /usr/lib/libreoffice/program/libfreetype.so.6
lookup /lib/x86_64-linux-gnu/libfreetype.so.6 ino=579578
lookup /lib/x86_64-linux-gnu/libgpgme.so.11 ino=582334
lookup /lib/x86_64-linux-gnu/libicudata.so.72 ino=579692
lookup /lib/x86_64-linux-gnu/libnssutil3.so ino=579828
lookup /lib/x86_64-linux-gnu/libplds4.so ino=579881
lookup /lib/x86_64-linux-gnu/libgio-2.0.so.0 ino=579608
lookup /lib/x86_64-linux-gnu/libffi.so.8 ino=579553
lookup /lib/x86_64-linux-gnu/libnghttp2.so.14 ino=579808
lookup /lib/x86_64-linux-gnu/libidn2.so.0 ino=579716
lookup /lib/x86_64-linux-gnu/librtmp.so.1 ino=579924
lookup /lib/x86_64-linux-gnu/libssh2.so.1 ino=579952
lookup /lib/x86_64-linux-gnu/libpsl.so.5 ino=579899
lookup /lib/x86_64-linux-gnu/libnettle.so.8 ino=579806
lookup /lib/x86_64-linux-gnu/libgnutls.so.30 ino=579640
lookup /lib/x86_64-linux-gnu/libgssapi_krb5.so.2 ino=579660
lookup /lib/x86_64-linux-gnu/libldap-2.5.so.0 ino=579753
lookup /lib/x86_64-linux-gnu/liblber-2.5.so.0 ino=579749
lookup /lib/x86_64-linux-gnu/libzstd.so.1 ino=580125
lookup /lib/x86_64-linux-gnu/libbrotlidec.so.1 ino=582092
lookup /lib/x86_64-linux-gnu/liblzma.so.5 ino=579761
lookup /lib/x86_64-linux-gnu/libgcrypt.so.20 ino=579592
lookup /lib/x86_64-linux-gnu/libclucene-shared.so.1 ino=582317
lookup /lib/x86_64-linux-gnu/libpthread.so.0 ino=579903
lookup /lib/x86_64-linux-gnu/liborcus-parser-0.17.so.0 ino=582353
lookup /lib/x86_64-linux-gnu/libboost_filesystem.so.1.74.0 ino=579434
lookup /lib/x86_64-linux-gnu/libboost_iostreams.so.1.74.0 ino=579435
lookup /lib/x86_64-linux-gnu/libboost_thread.so.1.74.0 ino=582314
lookup /lib/x86_64-linux-gnu/librasqal.so.3 ino=582361
lookup /lib/x86_64-linux-gnu/libltdl.so.7 ino=581720
lookup /lib/x86_64-linux-gnu/libdb-5.3.so ino=579495
lookup /lib/x86_64-linux-gnu/libyajl.so.2 ino=582357
lookup /lib/x86_64-linux-gnu/libLerc.so.4 ino=579170
lookup /lib/x86_64-linux-gnu/libjbig.so.0 ino=579727
lookup /lib/x86_64-linux-gnu/libdeflate.so.0 ino=579506
lookup /lib/x86_64-linux-gnu/libpixman-1.so.0 ino=579875
lookup /lib/x86_64-linux-gnu/libxcb-shm.so.0 ino=580053
lookup /lib/x86_64-linux-gnu/libxcb.so.1 ino=580065
lookup /lib/x86_64-linux-gnu/libxcb-render.so.0 ino=580049
lookup /lib/x86_64-linux-gnu/libXrender.so.1 ino=579232
lookup /lib/x86_64-linux-gnu/libX11.so.6 ino=579185
lookup /lib/x86_64-linux-gnu/libXext.so.6 ino=579208
lookup /usr/lib/libreoffice/program/liblangtag.so.1
lookup /lib/x86_64-linux-gnu/liblangtag.so.1 ino=582322
lookup /usr/lib/libreoffice/program/libopenjp2.so.7
lookup /lib/x86_64-linux-gnu/libopenjp2.so.7 ino=581722
lookup /usr/lib/libreoffice/program/libabsl_bad_optional_access.so.20220623
lookup /lib/x86_64-linux-gnu/libabsl_bad_optional_access.so.20220623 ino=579252
lookup /lib/x86_64-linux-gnu/libassuan.so.0 ino=579398
lookup /lib/x86_64-linux-gnu/libgpg-error.so.0 ino=579652
lookup /lib/x86_64-linux-gnu/libgmodule-2.0.so.0 ino=579620
lookup /lib/x86_64-linux-gnu/libmount.so.1 ino=579785
lookup /lib/x86_64-linux-gnu/libunistring.so.2 ino=580008
lookup /lib/x86_64-linux-gnu/libhogweed.so.6 ino=579688
lookup /lib/x86_64-linux-gnu/libgmp.so.10 ino=579624
lookup /lib/x86_64-linux-gnu/libcrypto.so.3 ino=579473
lookup /lib/x86_64-linux-gnu/libp11-kit.so.0 ino=579840
lookup /lib/x86_64-linux-gnu/libtasn1.so.6 ino=579964
lookup /lib/x86_64-linux-gnu/libkrb5.so.3 ino=579743
lookup /lib/x86_64-linux-gnu/libk5crypto.so.3 ino=579737
lookup /lib/x86_64-linux-gnu/libcom_err.so.2 ino=581635
lookup /lib/x86_64-linux-gnu/libkrb5support.so.0 ino=579745
lookup /lib/x86_64-linux-gnu/libsasl2.so.2 ino=579926
lookup /lib/x86_64-linux-gnu/libbrotlicommon.so.1 ino=582091
lookup /lib/x86_64-linux-gnu/libbz2.so.1.0 ino=579446
lookup /lib/x86_64-linux-gnu/libmhash.so.2 ino=582343
lookup /lib/x86_64-linux-gnu/libuuid.so.1 ino=580024
lookup /lib/x86_64-linux-gnu/libXau.so.6 ino=579189
lookup /lib/x86_64-linux-gnu/libXdmcp.so.6 ino=579204
lookup /lib/x86_64-linux-gnu/libblkid.so.1 ino=579433
lookup /lib/x86_64-linux-gnu/libkeyutils.so.1 ino=579739
lookup /lib/x86_64-linux-gnu/libresolv.so.2 ino=579919
lookup /lib/x86_64-linux-gnu/libbsd.so.0 ino=579441
lookup /lib/x86_64-linux-gnu/libmd.so.0 ino=579772
lookup /etc/gnutls/config
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/uno_packages/cache/registry/com.sun.star.comp.deployment.component.PackageRegistryBackend/unorc
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/shared/registry/com.sun.star.comp.deployment.component.PackageRegistryBackend/unorc
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/bundled/registry/com.sun.star.comp.deployment.component.PackageRegistryBackend/unorc
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4 ino=393292
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/. ino=393292
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/safemode_restart
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/safemode
lookup /run/dconf/user/0
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.cache/dconf/profile
lookup /etc/dconf/profile/user
lookup /usr/local/share/dconf/profile/user
lookup /usr/share/dconf/profile/user
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/dconf/user
lookup /usr/lib/x86_64-linux-gnu/charset.alias
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/bundled/registry/com.sun.star.comp.deployment.configuration.PackageRegistryBackend/configmgr.ini
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/shared/registry/com.sun.star.comp.deployment.configuration.PackageRegistryBackend/configmgr.ini
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/uno_packages/cache/registry/com.sun.star.comp.deployment.configuration.PackageRegistryBackend/configmgr.ini
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/dconfwrite
lookup /usr/. ino=520193
lookup /usr/lib/. ino=545885
lookup /usr/lib/libreoffice/. ino=151508
lookup /tmp/OSL_PIPE_0_SingleOfficeIPC_ac3a684d77e0b799a1a84d73264fe19
lookup /usr/lib/libreoffice/presets ino=153774
lookup /usr/lib/libreoffice/presets/autotext ino=153775
lookup /usr/lib/libreoffice/presets/database ino=153786
lookup /usr/lib/libreoffice/presets/database/biblio ino=153787
lookup /usr/lib/libreoffice/presets/config ino=153784
lookup /usr/lib/libreoffice/presets/basic ino=153777
lookup /usr/lib/libreoffice/presets/basic/Standard ino=153778
lookup /usr/lib/libreoffice/presets/gallery ino=153791
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/gallery/sg30.sdv ino=393315
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/gallery/sg30.thm ino=393316
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user ino=393293
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/user-dirs.dirs
lookup /usr/lib/libreoffice/program/resource//en_US/LC_MESSAGES/fwk.mo
lookup /usr/lib/libreoffice/program/resource//en/LC_MESSAGES/fwk.mo
lookup /usr/lib/libreoffice/program/resource//en_US/LC_MESSAGES/svt.mo
lookup /usr/lib/libreoffice/program/resource//en/LC_MESSAGES/svt.mo
lookup /usr/lib/libreoffice/program/resource//en_US/LC_MESSAGES/sb.mo
lookup /usr/lib/libreoffice/program/resource//en/LC_MESSAGES/sb.mo
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/uno_packages/cache/registry ino=393321
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/uno_packages/cache ino=393320
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/uno_packages/cache/registry/com.sun.star.comp.deployment.component.PackageRegistryBackend ino=393322
lookup /usr/lib/libreoffice/program/resource//en_US/LC_MESSAGES/dkt.mo
lookup /usr/lib/libreoffice/program/resource//en/LC_MESSAGES/dkt.mo
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/uno_packages/cache/registry/com.sun.star.comp.deployment.configuration.PackageRegistryBackend ino=393323
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/uno_packages/cache/registry/com.sun.star.comp.deployment.configuration.PackageRegistryBackend/registered_packages.pmap
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/uno_packages/cache/registry/com.sun.star.comp.deployment.executable.PackageRegistryBackend ino=393325
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/uno_packages/cache/registry/com.sun.star.comp.deployment.help.PackageRegistryBackend ino=393326
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/uno_packages/cache/registry/com.sun.star.comp.deployment.script.PackageRegistryBackend ino=393328
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/uno_packages/cache/registry/com.sun.star.comp.deployment.sfwk.PackageRegistryBackend ino=393329
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/uno_packages/cache/registry/com.sun.star.comp.deployment.bundle.PackageRegistryBackend ino=393330
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/uno_packages/cache/uno_packages ino=393331
lookup /usr/lib/libreoffice/share/uno_packages/cache/stamp.sys
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/shared/registry ino=393333
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/shared ino=393332
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions ino=393294
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/shared/registry/com.sun.star.comp.deployment.component.PackageRegistryBackend ino=393334
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/shared/registry/com.sun.star.comp.deployment.configuration.PackageRegistryBackend ino=393335
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/shared/registry/com.sun.star.comp.deployment.configuration.PackageRegistryBackend/registered_packages.pmap
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/shared/registry/com.sun.star.comp.deployment.executable.PackageRegistryBackend ino=393337
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/shared/registry/com.sun.star.comp.deployment.help.PackageRegistryBackend ino=393338
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/shared/registry/com.sun.star.comp.deployment.script.PackageRegistryBackend ino=393340
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/shared/registry/com.sun.star.comp.deployment.sfwk.PackageRegistryBackend ino=393341
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/shared/registry/com.sun.star.comp.deployment.bundle.PackageRegistryBackend ino=393342
lookup /usr/lib/libreoffice/share/uno_packages/cache/uno_packages ino=779231
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/bundled/registry ino=393344
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/bundled ino=393343
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/bundled/registry/com.sun.star.comp.deployment.component.PackageRegistryBackend ino=393345
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/bundled/registry/com.sun.star.comp.deployment.configuration.PackageRegistryBackend ino=393346
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/bundled/registry/com.sun.star.comp.deployment.configuration.PackageRegistryBackend/registered_packages.pmap
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/bundled/registry/com.sun.star.comp.deployment.executable.PackageRegistryBackend ino=393348
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/bundled/registry/com.sun.star.comp.deployment.help.PackageRegistryBackend ino=393349
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/bundled/registry/com.sun.star.comp.deployment.script.PackageRegistryBackend ino=393351
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/bundled/registry/com.sun.star.comp.deployment.sfwk.PackageRegistryBackend ino=393352
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/bundled/registry/com.sun.star.comp.deployment.bundle.PackageRegistryBackend ino=393353
lookup /usr/lib/libreoffice/share/extensions ino=152885
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/tmp/registry ino=393355
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/tmp ino=393354
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/tmp/registry/com.sun.star.comp.deployment.component.PackageRegistryBackend ino=393356
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/tmp/registry/com.sun.star.comp.deployment.component.PackageRegistryBackend/unorc
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/tmp/registry/com.sun.star.comp.deployment.configuration.PackageRegistryBackend ino=393357
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/tmp/registry/com.sun.star.comp.deployment.configuration.PackageRegistryBackend/configmgr.ini
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/tmp/registry/com.sun.star.comp.deployment.configuration.PackageRegistryBackend/registered_packages.pmap
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/tmp/registry/com.sun.star.comp.deployment.executable.PackageRegistryBackend ino=393359
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/tmp/registry/com.sun.star.comp.deployment.help.PackageRegistryBackend ino=393360
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/tmp/registry/com.sun.star.comp.deployment.script.PackageRegistryBackend ino=393362
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/tmp/registry/com.sun.star.comp.deployment.sfwk.PackageRegistryBackend ino=393363
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/tmp/registry/com.sun.star.comp.deployment.bundle.PackageRegistryBackend ino=393364
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/extensions/tmp/extensions ino=393365
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/3
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.libreoffice/3
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/openoffice.org/3
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.openoffice.org/3
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/openoffice.org2
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.openoffice.org2
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/staroffice8
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.staroffice8
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/starsuite8
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.starsuite8
lookup /etc/fonts/conf.d ino=390729
lookup /etc/fonts/conf.d/10-hinting-slight.conf ino=183470
lookup /etc/fonts/conf.d/10-scale-bitmap-fonts.conf ino=183473
lookup /etc/fonts/conf.d/10-yes-antialias.conf ino=183479
lookup /etc/fonts/conf.d/11-lcdfilter-default.conf ino=183480
lookup /etc/fonts/conf.d/20-unhint-small-dejavu-lgc-sans-mono.conf ino=390717
lookup /etc/fonts/conf.d/20-unhint-small-dejavu-lgc-sans.conf ino=390718
lookup /etc/fonts/conf.d/20-unhint-small-dejavu-lgc-serif.conf ino=390719
lookup /etc/fonts/conf.d/20-unhint-small-dejavu-sans-mono.conf ino=390720
lookup /etc/fonts/conf.d/20-unhint-small-dejavu-sans.conf ino=390721
lookup /etc/fonts/conf.d/20-unhint-small-dejavu-serif.conf ino=390722
lookup /etc/fonts/conf.d/20-unhint-small-vera.conf ino=183483
lookup /etc/fonts/conf.d/30-metric-aliases.conf ino=183485
lookup /etc/fonts/conf.d/30-opensymbol.conf ino=183518
lookup /etc/fonts/conf.d/40-nonlatin.conf ino=183487
lookup /etc/fonts/conf.d/45-generic.conf ino=183488
lookup /etc/fonts/conf.d/45-latin.conf ino=183489
lookup /etc/fonts/conf.d/48-spacing.conf ino=183490
lookup /etc/fonts/conf.d/49-sansserif.conf ino=183491
lookup /etc/fonts/conf.d/50-user.conf ino=183492
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/fontconfig/conf.d
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/fontconfig/fonts.conf
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.fonts.conf.d
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.fonts.conf
lookup /etc/fonts/conf.d/51-local.conf ino=183493
lookup /etc/fonts/local.conf
lookup /etc/fonts/conf.d/57-dejavu-sans-mono.conf ino=390723
lookup /etc/fonts/conf.d/57-dejavu-sans.conf ino=390724
lookup /etc/fonts/conf.d/57-dejavu-serif.conf ino=390725
lookup /etc/fonts/conf.d/58-dejavu-lgc-sans-mono.conf ino=390726
lookup /etc/fonts/conf.d/58-dejavu-lgc-sans.conf ino=390727
lookup /etc/fonts/conf.d/58-dejavu-lgc-serif.conf ino=390728
lookup /etc/fonts/conf.d/60-generic.conf ino=183494
lookup /etc/fonts/conf.d/60-latin.conf ino=183495
lookup /etc/fonts/conf.d/61-urw-bookman.conf ino=183505
lookup /etc/fonts/conf.d/61-urw-c059.conf ino=183506
lookup /etc/fonts/conf.d/61-urw-d050000l.conf ino=183507
lookup /etc/fonts/conf.d/61-urw-fallback-backwards.conf ino=183508
lookup /etc/fonts/conf.d/61-urw-fallback-generics.conf ino=183509
lookup /etc/fonts/conf.d/61-urw-gothic.conf ino=183511
lookup /etc/fonts/conf.d/61-urw-nimbus-mono-ps.conf ino=183512
lookup /etc/fonts/conf.d/61-urw-nimbus-roman.conf ino=183513
lookup /etc/fonts/conf.d/61-urw-nimbus-sans.conf ino=183514
lookup /etc/fonts/conf.d/61-urw-p052.conf ino=183515
lookup /etc/fonts/conf.d/61-urw-standard-symbols-ps.conf ino=183516
lookup /etc/fonts/conf.d/61-urw-z003.conf ino=183517
lookup /etc/fonts/conf.d/65-fonts-persian.conf ino=183496
lookup /etc/fonts/conf.d/65-nonlatin.conf ino=183498
lookup /etc/fonts/conf.d/69-unifont.conf ino=183499
lookup /etc/fonts/conf.d/70-no-bitmaps.conf ino=183501
lookup /etc/fonts/conf.d/80-delicious.conf ino=183503
lookup /etc/fonts/conf.d/90-synthetic.conf ino=183504
lookup /usr/share/fontconfig/conf.avail ino=183463
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.local/share/fonts
lookup /usr/local/share/fonts ino=170697
lookup /var/cache/fontconfig//4c599c202bc5c08e2d34565a40eac3b2-le64.cache-8 ino=391521
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.cache/fontconfig//4c599c202bc5c08e2d34565a40eac3b2-le64.cache-8
lookup /usr/local/share/fonts/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.fontconfig//4c599c202bc5c08e2d34565a40eac3b2-le64.cache-8
lookup /usr/share/fonts ino=183519
lookup /var/cache/fontconfig//3830d5c3ddfd5cd38a049b759396e72e-le64.cache-8 ino=391504
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.cache/fontconfig//3830d5c3ddfd5cd38a049b759396e72e-le64.cache-8
lookup /usr/share/fonts/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.fontconfig//3830d5c3ddfd5cd38a049b759396e72e-le64.cache-8
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.fonts
lookup /usr/share/fonts/X11 ino=183569
lookup /var/cache/fontconfig//c855463f699352c367813e37f3f70ea7-le64.cache-8 ino=391505
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.cache/fontconfig//c855463f699352c367813e37f3f70ea7-le64.cache-8
lookup /usr/share/fonts/X11/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.fontconfig//c855463f699352c367813e37f3f70ea7-le64.cache-8
lookup /usr/share/fonts/cMap ino=183559
lookup /var/cache/fontconfig//32b6488e5b8292a2e95c79d947e009e8-le64.cache-8 ino=391506
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.cache/fontconfig//32b6488e5b8292a2e95c79d947e009e8-le64.cache-8
lookup /usr/share/fonts/cMap/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.fontconfig//32b6488e5b8292a2e95c79d947e009e8-le64.cache-8
lookup /usr/share/fonts/cmap ino=183561
lookup /var/cache/fontconfig//57e423e26b20ab21d0f2f29c145174c3-le64.cache-8 ino=391507
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.cache/fontconfig//57e423e26b20ab21d0f2f29c145174c3-le64.cache-8
lookup /usr/share/fonts/cmap/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.fontconfig//57e423e26b20ab21d0f2f29c145174c3-le64.cache-8
lookup /usr/share/fonts/opentype ino=183681
lookup /var/cache/fontconfig//573ec803664ed168555e0e8b6d0f0c7f-le64.cache-8 ino=391508
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.cache/fontconfig//573ec803664ed168555e0e8b6d0f0c7f-le64.cache-8
lookup /usr/share/fonts/opentype/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.fontconfig//573ec803664ed168555e0e8b6d0f0c7f-le64.cache-8
lookup /usr/share/fonts/truetype ino=183520
lookup /var/cache/fontconfig//7ef2298fde41cc6eeb7af42e48b7d293-le64.cache-8 ino=391500
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.cache/fontconfig//7ef2298fde41cc6eeb7af42e48b7d293-le64.cache-8
lookup /usr/share/fonts/truetype/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.fontconfig//7ef2298fde41cc6eeb7af42e48b7d293-le64.cache-8
lookup /usr/share/fonts/type1 ino=183718
lookup /var/cache/fontconfig//d82eb4fd963d448e2fcb7d7b793b5df3-le64.cache-8 ino=391509
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.cache/fontconfig//d82eb4fd963d448e2fcb7d7b793b5df3-le64.cache-8
lookup /usr/share/fonts/type1/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.fontconfig//d82eb4fd963d448e2fcb7d7b793b5df3-le64.cache-8
lookup /usr/share/fonts/X11/Type1 ino=183641
lookup /var/cache/fontconfig//e13b20fdb08344e0e664864cc2ede53d-le64.cache-8 ino=391510
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.cache/fontconfig//e13b20fdb08344e0e664864cc2ede53d-le64.cache-8
lookup /usr/share/fonts/X11/Type1/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.fontconfig//e13b20fdb08344e0e664864cc2ede53d-le64.cache-8
lookup /usr/share/fonts/X11/encodings ino=183570
lookup /var/cache/fontconfig//707971e003b4ae6c8121c3a920e507f5-le64.cache-8 ino=391511
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.cache/fontconfig//707971e003b4ae6c8121c3a920e507f5-le64.cache-8
lookup /usr/share/fonts/X11/encodings/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.fontconfig//707971e003b4ae6c8121c3a920e507f5-le64.cache-8
lookup /usr/share/fonts/X11/util ino=183623
lookup /var/cache/fontconfig//fe547fea3a41b43a38975d292a2b19c7-le64.cache-8 ino=391512
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.cache/fontconfig//fe547fea3a41b43a38975d292a2b19c7-le64.cache-8
lookup /usr/share/fonts/X11/util/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.fontconfig//fe547fea3a41b43a38975d292a2b19c7-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-cns1 ino=303749
lookup /var/cache/fontconfig//f1f2465696798768e9653f19e17ccdc8-le64.cache-8 ino=391513
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.cache/fontconfig//f1f2465696798768e9653f19e17ccdc8-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-cns1/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.fontconfig//f1f2465696798768e9653f19e17ccdc8-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-gb1 ino=303805
lookup /var/cache/fontconfig//95530828ff6c81d309f8258d8d02a23e-le64.cache-8 ino=391514
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.cache/fontconfig//95530828ff6c81d309f8258d8d02a23e-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-gb1/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.fontconfig//95530828ff6c81d309f8258d8d02a23e-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-japan1 ino=303849
lookup /var/cache/fontconfig//d3e5c4ee2ceb1fc347f91d4cefc53bc0-le64.cache-8 ino=391515
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.cache/fontconfig//d3e5c4ee2ceb1fc347f91d4cefc53bc0-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-japan1/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.fontconfig//d3e5c4ee2ceb1fc347f91d4cefc53bc0-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-japan2 ino=303942
lookup /var/cache/fontconfig//e52a45a1c8c8fe895fc0fc8c4e6999b8-le64.cache-8 ino=391516
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.cache/fontconfig//e52a45a1c8c8fe895fc0fc8c4e6999b8-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-japan2/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.fontconfig//e52a45a1c8c8fe895fc0fc8c4e6999b8-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-korea1 ino=303959
lookup /var/cache/fontconfig//188ac73a183f12857f63bb60a4a6d603-le64.cache-8 ino=391517
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.cache/fontconfig//188ac73a183f12857f63bb60a4a6d603-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-korea1/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.fontconfig//188ac73a183f12857f63bb60a4a6d603-le64.cache-8
lookup /usr/share/fonts/opentype/urw-base35 ino=183682
lookup /var/cache/fontconfig//6cc790b63b123a6a96ee260fcdad32a9-le64.cache-8 ino=391518
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.cache/fontconfig//6cc790b63b123a6a96ee260fcdad32a9-le64.cache-8
lookup /usr/share/fonts/opentype/urw-base35/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.fontconfig//6cc790b63b123a6a96ee260fcdad32a9-le64.cache-8
lookup /usr/share/fonts/truetype/dejavu ino=183521
lookup /var/cache/fontconfig//d589a48862398ed80a3d6066f4f56f4c-le64.cache-8 ino=391497
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.cache/fontconfig//d589a48862398ed80a3d6066f4f56f4c-le64.cache-8
lookup /usr/share/fonts/truetype/dejavu/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.fontconfig//d589a48862398ed80a3d6066f4f56f4c-le64.cache-8
lookup /usr/share/fonts/truetype/libreoffice ino=183544
lookup /var/cache/fontconfig//da43223dd54fb3bb4243ae19d4b583b2-le64.cache-8 ino=391499
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.cache/fontconfig//da43223dd54fb3bb4243ae19d4b583b2-le64.cache-8
lookup /usr/share/fonts/truetype/libreoffice/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.fontconfig//da43223dd54fb3bb4243ae19d4b583b2-le64.cache-8
lookup /usr/share/fonts/truetype/lyx ino=183546
lookup /var/cache/fontconfig//c57959a16110560c8d0fcea73374aeeb-le64.cache-8 ino=391498
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.cache/fontconfig//c57959a16110560c8d0fcea73374aeeb-le64.cache-8
lookup /usr/share/fonts/truetype/lyx/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.fontconfig//c57959a16110560c8d0fcea73374aeeb-le64.cache-8
lookup /usr/share/fonts/type1/urw-base35 ino=183719
lookup /var/cache/fontconfig//a4e60e8d1e10d2fdff3fe3037a1845fb-le64.cache-8 ino=391519
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.cache/fontconfig//a4e60e8d1e10d2fdff3fe3037a1845fb-le64.cache-8
lookup /usr/share/fonts/type1/urw-base35/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.fontconfig//a4e60e8d1e10d2fdff3fe3037a1845fb-le64.cache-8
lookup /usr/share/fonts/X11/encodings/large ino=183587
lookup /var/cache/fontconfig//6333f38776742d18e214673cd2c24e34-le64.cache-8 ino=391520
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.cache/fontconfig//6333f38776742d18e214673cd2c24e34-le64.cache-8
lookup /usr/share/fonts/X11/encodings/large/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.fontconfig//6333f38776742d18e214673cd2c24e34-le64.cache-8
lookup /usr/lib/libreoffice/program/resource/common/fonts ino=153598
lookup /var/cache/fontconfig//807752c9e168308eb5108dacded5237a-le64.cache-8 ino=391502
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.cache/fontconfig//807752c9e168308eb5108dacded5237a-le64.cache-8
lookup /usr/lib/libreoffice/program/resource/common/fonts/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.fontconfig//807752c9e168308eb5108dacded5237a-le64.cache-8
lookup /usr/lib/libreoffice/program/resource/common/fonts/fc_local.conf
lookup /usr/lib/libreoffice/share/fonts/truetype ino=152893
lookup /var/cache/fontconfig//158c65c810c0d352a587f5be66058e87-le64.cache-8 ino=391503
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.cache/fontconfig//158c65c810c0d352a587f5be66058e87-le64.cache-8
lookup /usr/lib/libreoffice/share/fonts/truetype/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.fontconfig//158c65c810c0d352a587f5be66058e87-le64.cache-8
lookup /usr/lib/libreoffice/share/fonts/truetype/fc_local.conf
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/fonts
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/fonts/fc_local.conf
lookup /tmp/preload-scratch.TWgEqH/tmp/lu20160192sta.tmp
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/cache
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.cache/dconf ino=393296
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/soffice-record-replay-wle5g140 ino=393290
lookup /usr/lib/libreoffice/program/resource//en_US/LC_MESSAGES/svx.mo
lookup /usr/lib/libreoffice/program/resource//en/LC_MESSAGES/svx.mo
lookup /usr/lib/libreoffice/program/resource//en_US/LC_MESSAGES/sw.mo
lookup /usr/lib/libreoffice/program/resource//en/LC_MESSAGES/sw.mo
lookup /bin/sh ino=520294
lookup /usr/local/sbin/paperconf
lookup /usr/local/bin/paperconf
lookup /usr/sbin/paperconf
lookup /usr/bin/paperconf
lookup /sbin/paperconf
lookup /bin/paperconf
lookup /usr/lib/locale/C.UTF-8/LC_PAPER
lookup /usr/lib/libreoffice/program/resource//en_US/LC_MESSAGES/sfx.mo
lookup /usr/lib/libreoffice/program/resource//en/LC_MESSAGES/sfx.mo
lookup /usr/lib/libreoffice/share/config/soffice.cfg ino=151515
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/config/soffice.cfg ino=393373
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/config ino=393305
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules ino=151764
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter ino=152125
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/menubar ino=152126
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/config/soffice.cfg/modules ino=393374
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/config/soffice.cfg/modules/swriter ino=393375
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/config/soffice.cfg/modules/swriter/menubar ino=393376
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/popupmenu ino=152129
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/config/soffice.cfg/modules/swriter/popupmenu ino=393377
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar ino=152148
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/config/soffice.cfg/modules/swriter/toolbar ino=393378
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/statusbar ino=152146
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/config/soffice.cfg/modules/swriter/statusbar ino=393379
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/floater
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/progressbar
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolpanel
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/previewobjectbar.xml ino=152184
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/fullscreenbar.xml ino=152172
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/formcontrols.xml ino=152166
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/drawtextobjectbar.xml ino=152160
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/fontworkshapetype.xml ino=152165
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/drawingobjectbar.xml ino=152159
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/starshapes.xml ino=152187
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/formsfilterbar.xml ino=152168
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/flowchartshapes.xml ino=152163
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/textobjectbar.xml ino=152190
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/formdesign.xml ino=152167
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/drawbar.xml ino=152158
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/colorbar.xml ino=152157
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/classificationbar.xml ino=152156
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/formsnavigationbar.xml ino=152169
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/optimizetablebar.xml ino=152183
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/calloutshapes.xml ino=152154
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/basicshapes.xml ino=152152
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/mailmerge.xml ino=152177
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/toolbar.xml ino=152192
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/findbar.xml ino=152162
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/alignmentbar.xml ino=152149
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/viewerbar.xml ino=152193
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/insertbar.xml ino=152175
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/formtextobjectbar.xml ino=152170
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/changes.xml ino=152155
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/extrusionobjectbar.xml ino=152161
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/fontworkobjectbar.xml ino=152164
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/textstylebar.xml ino=152191
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/numobjectbar.xml ino=152181
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/frameobjectbar.xml ino=152171
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/notebookbarshortcuts.xml ino=152180
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/standardbar.xml ino=152186
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/graffilterbar.xml ino=152173
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/linesbar.xml ino=152176
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/symbolshapes.xml ino=152188
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/singlemode.xml ino=152185
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/arrowshapes.xml ino=152151
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/arrowsbar.xml ino=152150
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/oleobjectbar.xml ino=152182
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/mediaobjectbar.xml ino=152178
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/tableobjectbar.xml ino=152189
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/bezierobjectbar.xml ino=152153
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/navigationobjectbar.xml ino=152179
lookup /usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/toolbar/graphicobjectbar.xml ino=152174
lookup /lib/x86_64-linux-gnu/libsoftokn3.so ino=579944
lookup /lib/x86_64-linux-gnu/libsqlite3.so.0 ino=579950
lookup /lib/x86_64-linux-gnu/libfreeblpriv3.so ino=579574
lookup /etc/utmp
lookup /var/tmp ino=399722
lookup /usr/tmp
lookup /usr/lib/libreoffice/share/config ino=151510
lookup /usr/lib/libreoffice/share/config/webcast ino=152537
lookup /usr/lib/libreoffice/share/config/images_colibre.zip ino=308405
lookup /usr/lib/libreoffice/share ino=151509
lookup /usr/share ino=170905
lookup /usr/share/libreoffice ino=308402
lookup /usr/share/libreoffice/share ino=308403
lookup /usr/share/libreoffice/share/config ino=308404
lookup /usr/lib/libreoffice/share/config/images_colibre_svg.zip ino=308408
lookup /usr/share/libreoffice/share/config/images_colibre_svg.zip ino=308408
lookup /usr/lib/libreoffice/share/config/images_colibre_dark_svg.zip ino=308407
lookup /usr/share/libreoffice/share/config/images_colibre_dark_svg.zip ino=308407
lookup /usr/lib/libreoffice/share/config/images_colibre_dark.zip ino=308406
lookup /usr/share/libreoffice/share/config/images_colibre_dark.zip ino=308406
lookup /usr/lib/libreoffice/share/config/images_helpimg.zip ino=308409
lookup /usr/share/libreoffice/share/config/images_helpimg.zip ino=308409
lookup /usr/lib/libreoffice/share/config/wizard ino=152553
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/cache/colibre/100/svx/res/pageshadow35x35.png
lookup /tmp/preload-scratch.TWgEqH/tmp/lu20164192t7m.tmp
lookup /etc ino=390145
lookup /etc/libreoffice ino=391410
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/pack/registrymodifications.pack ino=393372
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/pack/autotext/mytexts.pack ino=393381
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/pack/basic/dialog.pack ino=393384
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/pack/basic/script.pack ino=393385
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/pack/basic/Standard/Module1.pack ino=393387
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/pack/basic/Standard/dialog.pack ino=393388
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/pack/basic/Standard/script.pack ino=393389
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/pack/config/autotbl.pack ino=393391
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/pack/database/biblio.pack ino=393393
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/home/.config/libreoffice/4/user/pack/ExtensionInfo.pack ino=393397
