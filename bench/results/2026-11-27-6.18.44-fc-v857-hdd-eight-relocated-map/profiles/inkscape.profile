preload-profile 1
# Learned by preloadctl record: files in first-use order, byte ranges read, paths looked up.
name inkscape
program /usr/bin/inkscape
command inkscape --export-type=png --export-filename=/tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/out.png /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/lab.svg
recorded 1795765074271355
duration 709297
file /usr/bin/inkscape
id dev=7:0 ino=521286 size=22848 mtime=1793029317.000000000 build-id=3ce4c054fe87ffaa67818efad567a538a438b165
range 0+22848
file /usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2
id dev=7:0 ino=579027 size=215000 mtime=1777320873.000000000 build-id=7ebc65e52f2bbea498b4040fa92f7238377aaba9
range 0+215000
file /usr/lib/x86_64-linux-gnu/inkscape/libinkscape_base.so
id dev=7:0 ino=150781 size=28137776 mtime=1793029317.000000000 build-id=60f9938d07cf6ae724610e38ee704d1822f3823e
range 0+8568832 9433088+131072 9584640+507904 10186752+212992 10403840+155648 10575872+307200 11005952+323584 11354112+188416 11620352+1007616 12689408+241664 12947456+454656 13459456+131072 13615104+139264 13762560+131072 13901824+151552 14114816+278528
range 14434304+204800 14839808+131072 15319040+163840 15523840+131072 15736832+131072 15978496+131072 16171008+172032 17195008+131072 17506304+131072 17846272+131072 18038784+167936 18530304+131072 18903040+131072 19394560+372736 19783680+135168 19922944+188416
range 20115456+225280 20402176+131072 20537344+618496 21164032+217088 21446656+233472 21688320+131072 22364160+929792 25853952+2283824
file /etc/ld.so.cache
id dev=7:0 ino=391466 size=48323 mtime=1795748890.173479095
range 0+48323
file /usr/lib/x86_64-linux-gnu/libglib-2.0.so.0.7400.6
id dev=7:0 ino=579614 size=1273360 mtime=1765808978.000000000 build-id=42c28e95f24a721d8e8e159f42dbc541f0ff353d
range 0+1171456 1204224+69136
file /usr/lib/x86_64-linux-gnu/libgiomm-2.4.so.1.3.0
id dev=7:0 ino=582043 size=2033840 mtime=1671035083.000000000 build-id=801cced247b35b6037721add7c8d49ed7c9473af
range 0+917504 946176+262144 1212416+364544 1847296+186544
file /usr/lib/x86_64-linux-gnu/libglibmm-2.4.so.1.3.0
id dev=7:0 ino=582044 size=579864 mtime=1671035083.000000000 build-id=0cefa58f1a4b4a72e290f2db3319413b875aadcb
range 0+579864
file /usr/lib/x86_64-linux-gnu/libstdc++.so.6.0.30
id dev=7:0 ino=579958 size=2190440 mtime=1744025177.000000000 build-id=289ee39f8c07bd4fa48102dfeeb7e6f9c76158b4
range 0+655360 659456+331776 1019904+131072 1167360+294912 1560576+192512 1789952+131072 2121728+68712
file /usr/lib/x86_64-linux-gnu/libgcc_s.so.1
id dev=7:0 ino=579588 size=125312 mtime=1744025177.000000000 build-id=6f03384c2e3c38887dd3ba5a24b2e18c17e2f0e0
range 0+125312
file /usr/lib/x86_64-linux-gnu/libc.so.6
id dev=7:0 ino=579449 size=1926232 mtime=1777320873.000000000 build-id=93ac61ec5a8eb1396f9fbd350e3169a558528a40
range 0+4096 8192+401408 475136+458752 999424+122880 1138688+131072 1327104+57344 1449984+262144 1851392+74840
file /usr/lib/x86_64-linux-gnu/libboost_filesystem.so.1.74.0
id dev=7:0 ino=579434 size=133144 mtime=1684481096.000000000 build-id=d2e05cf55d679ef016ac2b1105e4982005fb7de8
range 0+133144
file /usr/lib/x86_64-linux-gnu/libpangocairo-1.0.so.0.5000.12
id dev=7:0 ino=579860 size=63456 mtime=1671114025.000000000 build-id=c7a5b448399f8f4376cbc27707d0f477d2552d8f
range 0+63456
file /usr/lib/x86_64-linux-gnu/libcairo.so.2.11600.0
id dev=7:0 ino=579456 size=1187432 mtime=1670615011.000000000 build-id=3b00371c4a7d7f8f50e68f20fa815163fb7df7fa
range 0+659456 868352+131072 1118208+69224
file /usr/lib/x86_64-linux-gnu/libpangoft2-1.0.so.0.5000.12
id dev=7:0 ino=579862 size=100192 mtime=1671114025.000000000 build-id=98c837fd1a3967a4ccde3667e355c538ec92d2ef
range 0+100192
file /usr/lib/x86_64-linux-gnu/libpango-1.0.so.0.5000.12
id dev=7:0 ino=579858 size=425568 mtime=1671114025.000000000 build-id=80bbee1d6e5c90a95deda3bb395d10cadf7f3a82
range 0+425568
file /usr/lib/x86_64-linux-gnu/libharfbuzz.so.0.60000.0
id dev=7:0 ino=579678 size=1064504 mtime=1675288031.000000000 build-id=04389916e609641d168ac44e6ad377b5076a4684
range 0+708608 733184+241664 995328+69176
file /usr/lib/x86_64-linux-gnu/libfontconfig.so.1.12.0
id dev=7:0 ino=579560 size=306112 mtime=1675203848.000000000 build-id=cdc4303061116bec195578e26bcc6727a2561da1
range 0+306112
file /usr/lib/x86_64-linux-gnu/libfreetype.so.6.18.3
id dev=7:0 ino=579578 size=821160 mtime=1741982220.000000000 build-id=c4ff22e47bdc97fe08bc98464db85c24e69ea5e8
range 0+528384 532480+147456 753664+67496
file /usr/lib/x86_64-linux-gnu/libgsl.so.27.0.0
id dev=7:0 ino=582038 size=2931520 mtime=1733588421.000000000 build-id=a6c5261a1af7a903879da759adfab7fb4398effc
range 0+589824 2355200+4096 2785280+146240
file /usr/lib/x86_64-linux-gnu/libsoup-2.4.so.1.11.2
id dev=7:0 ino=582095 size=645832 mtime=1733885525.000000000 build-id=569108e3f255b0307c75ca732658179453d69817
range 0+393216 413696+131072 577536+68296
file /usr/lib/x86_64-linux-gnu/libgmodule-2.0.so.0.7400.6
id dev=7:0 ino=579620 size=18480 mtime=1765808978.000000000 build-id=31012fe3f0bdf868d79d10b15395bb318eaa7e7d
range 0+18480
file /usr/lib/x86_64-linux-gnu/libgio-2.0.so.0.7400.6
id dev=7:0 ino=579608 size=1953008 mtime=1765808978.000000000 build-id=e9faf04ebc070ca509dd679d2a49c73b8e0045e7
range 0+1753088 1884160+68848
file /usr/lib/x86_64-linux-gnu/libgobject-2.0.so.0.7400.6
id dev=7:0 ino=579646 size=387288 mtime=1765808978.000000000 build-id=d56c5a278ee6e10faea0a792cbbf7a764701a962
range 0+387288
file /usr/lib/x86_64-linux-gnu/libgc.so.1.5.1
id dev=7:0 ino=582017 size=188656 mtime=1662453014.000000000 build-id=efb0c5b7dfd620429eea32d028281c5290e9589f
range 0+188656
file /usr/lib/x86_64-linux-gnu/liblcms2.so.2.0.14
id dev=7:0 ino=579751 size=398304 mtime=1676842348.000000000 build-id=da90fc099be31f712bfb71c37b7dc6f7fcd66f5d
range 0+262144 286720+4096 327680+70624
file /usr/lib/x86_64-linux-gnu/libpoppler.so.126.0.0
id dev=7:0 ino=582079 size=3753768 mtime=1785443344.000000000 build-id=3331e094c090799e243fe2064d217a758b7597d2
range 0+1048576 1662976+282624 2052096+139264 2539520+12288 2826240+131072 3293184+460584
file /usr/lib/x86_64-linux-gnu/libpoppler-glib.so.8.24.0
id dev=7:0 ino=582081 size=444392 mtime=1785443344.000000000 build-id=e87583b567c005255540dd0fa75ddc828814db75
range 0+262144 266240+53248 376832+67560
file /usr/lib/x86_64-linux-gnu/libwpg-0.3.so.3.0.3
id dev=7:0 ino=582103 size=117448 mtime=1546457468.000000000 build-id=ac18f406060f8a3266db44be720114b48c5d53ee
range 0+117448
file /usr/lib/x86_64-linux-gnu/librevenge-0.0.so.0.0.5
id dev=7:0 ino=582053 size=187688 mtime=1672950529.000000000 build-id=e8996154173b80cb39ade13dffa08fb1558aed0b
range 0+187688
file /usr/lib/x86_64-linux-gnu/librevenge-stream-0.0.so.0.0.5
id dev=7:0 ino=582055 size=125680 mtime=1672950529.000000000 build-id=f84e787068d9fe393c695fe9d6acd18e66616e05
range 0+125680
file /usr/lib/x86_64-linux-gnu/libvisio-0.1.so.1.0.7
id dev=7:0 ino=582099 size=704016 mtime=1668031152.000000000 build-id=6bd65b2cce24360e832ec2ad401d72ea85fc8e07
range 0+262144 536576+4096 634880+69136
file /usr/lib/x86_64-linux-gnu/libcdr-0.1.so.1.0.6
id dev=7:0 ino=582059 size=658984 mtime=1667984589.000000000 build-id=daaf6048319b08e59255e64f972392305b6f3e5f
range 0+262144 319488+4096 589824+69160
file /usr/lib/x86_64-linux-gnu/libjpeg.so.62.3.0
id dev=7:0 ino=579731 size=600128 mtime=1675434522.000000000 build-id=75b71ddb85234be3659c097f2561a765b45993bd
range 0+262144 319488+4096 532480+67648
file /usr/lib/x86_64-linux-gnu/libpng16.so.16.39.0
id dev=7:0 ino=579887 size=219056 mtime=1774897143.000000000 build-id=56640bf726b2815c3c26ffd73cce8126ab436334
range 0+219056
file /usr/lib/x86_64-linux-gnu/libpotrace.so.0.0.6
id dev=7:0 ino=582083 size=34824 mtime=1570265981.000000000 build-id=be084720f8287425914370f23fd2221b3c42b830
range 0+34824
file /usr/lib/x86_64-linux-gnu/libgtkmm-3.0.so.1.1.0
id dev=7:0 ino=582074 size=5986480 mtime=1662993917.000000000 build-id=24125fcd5ce6c5da5feae18f17d7770d99e5ed93
range 0+3346432 3825664+131072 4014080+180224 4247552+131072 5079040+907440
file /usr/lib/x86_64-linux-gnu/libatkmm-1.6.so.1.1.0
id dev=7:0 ino=582049 size=337928 mtime=1662060358.000000000 build-id=b4b388e781ff21a83ba092cb8dc0c544ce5a97b4
range 0+262144 270336+67592
file /usr/lib/x86_64-linux-gnu/libgdkmm-3.0.so.1.1.0
id dev=7:0 ino=582073 size=374952 mtime=1662993917.000000000 build-id=61e50fb0a779fda0d1f87128a8c7309aa921cc6e
range 0+374952
file /usr/lib/x86_64-linux-gnu/libpangomm-1.4.so.1.0.30
id dev=7:0 ino=582071 size=210952 mtime=1663778107.000000000 build-id=c6964e10ae490662616a2433b214a08d65d61a59
range 0+210952
file /usr/lib/x86_64-linux-gnu/libcairomm-1.0.so.1.4.0
id dev=7:0 ino=582051 size=174096 mtime=1670615226.000000000 build-id=42fabcb79dcd86a7ad8c65d0ab559f9a40733611
range 0+174096
file /usr/lib/x86_64-linux-gnu/libsigc-2.0.so.0.0.0
id dev=7:0 ino=582041 size=30648 mtime=1672874070.000000000 build-id=8e52d53adb9f1d2156bc07f9379828f8df139ff4
range 0+30648
file /usr/lib/x86_64-linux-gnu/libgtk-3.so.0.2406.32
id dev=7:0 ino=582014 size=8497304 mtime=1729880265.000000000 build-id=0fac6003588ded4bfc8ba157abb8aee2ff6b3fc2
range 0+786432 856064+131072 2121728+139264 2269184+131072 2498560+266240 2785280+131072 3301376+229376 3653632+131072 4427776+782336 8351744+145560
file /usr/lib/x86_64-linux-gnu/libgdk-3.so.0.2406.32
id dev=7:0 ino=582013 size=1083728 mtime=1729880265.000000000 build-id=f17c8c6f2056c8fd4a74cf9d3e6e1dc8eaa7aafc
range 0+1083728
file /usr/lib/x86_64-linux-gnu/libz.so.1.2.13
id dev=7:0 ino=580121 size=121280 mtime=1667651086.000000000 build-id=1f95d5498d283b79505861523e20b3db2afdf518
range 0+121280
file /usr/lib/x86_64-linux-gnu/libgdk_pixbuf-2.0.so.0.4200.10
id dev=7:0 ino=579602 size=186552 mtime=1750366374.000000000 build-id=408e0865ec7d91a2b0fafcfa9f2986703cdf0e10
range 0+186552
file /usr/lib/x86_64-linux-gnu/libcairo-gobject.so.2.11600.0
id dev=7:0 ino=579454 size=42768 mtime=1670615011.000000000 build-id=840e009145b2924bf0474ec644671bd72de8d03c
range 0+42768
file /usr/lib/x86_64-linux-gnu/libgspell-1.so.2.3.2
id dev=7:0 ino=582069 size=149568 mtime=1679561832.000000000 build-id=250b0c06df6b3a63a200b005cb6066480a957bde
range 0+149568
file /usr/lib/x86_64-linux-gnu/libxslt.so.1.1.35
id dev=7:0 ino=580107 size=268576 mtime=1758527122.000000000 build-id=71d3e1ad7ff253a99b88ccb6bcc6003dbe5be1d4
range 0+268576
file /usr/lib/x86_64-linux-gnu/libxml2.so.2.9.14
id dev=7:0 ino=580075 size=1750104 mtime=1760186477.000000000 build-id=7a8c29160e2b10fe76f6e382f0bed3fb9e6ace47
range 0+614400 647168+143360 827392+139264 1089536+131072 1232896+311296 1679360+70744
file /usr/lib/x86_64-linux-gnu/libreadline.so.8.2
id dev=7:0 ino=579916 size=354536 mtime=1672778985.000000000 build-id=b7c3908f0ca91d78594aa27cbed0455010b8179c
range 0+262144 274432+4096 286720+67816
file /usr/lib/x86_64-linux-gnu/libMagick++-6.Q16.so.8.0.0
id dev=7:0 ino=582077 size=580048 mtime=1793266489.000000000 build-id=3f1796defc8827c6f93487584c2a22169ed7ca0f
range 0+393216 450560+4096 512000+68048
file /usr/lib/x86_64-linux-gnu/libX11.so.6.4.0
id dev=7:0 ino=579185 size=1318408 mtime=1696323152.000000000 build-id=da0b22b132545d3f898a32006b882a125f0d5d09
range 0+262144 618496+131072 1249280+69128
file /usr/lib/x86_64-linux-gnu/lib2geom.so.1.2.0
id dev=7:0 ino=582040 size=1093600 mtime=1673311884.000000000 build-id=194620b937f418dd7bef8b3341e012b0b4509822
range 0+262144 610304+143360 831488+131072 1024000+69600
file /usr/lib/x86_64-linux-gnu/libm.so.6
id dev=7:0 ino=579765 size=911904 mtime=1777320873.000000000 build-id=d6e6f9e3af1243eed9bf5efd366dd015a9f22c13
range 0+4096 8192+122880 135168+184320 450560+65536 536576+69632 659456+53248 843776+68128
file /usr/lib/x86_64-linux-gnu/libgomp.so.1.0.0
id dev=7:0 ino=579648 size=290392 mtime=1744025177.000000000 build-id=3856f0954e1931eebc020ca4a4e6bef40f4f7765
range 0+290392
file /usr/lib/x86_64-linux-gnu/libpcre2-8.so.0.11.2
id dev=7:0 ino=581631 size=629384 mtime=1791032861.000000000 build-id=80008c19cf49e3f09f312e74d164938e91d9337d
range 0+147456 335872+293512
file /usr/lib/x86_64-linux-gnu/libpixman-1.so.0.42.2
id dev=7:0 ino=579875 size=698384 mtime=1668170545.000000000 build-id=e5244cc62abe869e5fb0a4e43b3f1dec189dbef9
range 0+262144 323584+143360 471040+227344
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
file /usr/lib/x86_64-linux-gnu/libXext.so.6.4.0
id dev=7:0 ino=579208 size=81568 mtime=1663526491.000000000 build-id=d3ac3e1515190245564a30a611f4a2a4eb94a617
range 0+81568
file /usr/lib/x86_64-linux-gnu/libfribidi.so.0.4.0
id dev=7:0 ino=579580 size=108808 mtime=1649188982.000000000 build-id=df6a1c7bc544c74c18a8635e3e65965a1fb529c3
range 0+108808
file /usr/lib/x86_64-linux-gnu/libthai.so.0.3.1
id dev=7:0 ino=579975 size=41000 mtime=1640031852.000000000 build-id=11b774e6b958fa6734f1a721527e1596e34ecd00
range 0+41000
file /usr/lib/x86_64-linux-gnu/libgraphite2.so.3.2.1
id dev=7:0 ino=579658 size=174264 mtime=1585732260.000000000 build-id=5b00ca1eda239ea043d7eae3b0fd4481560a907e
range 0+174264
file /usr/lib/x86_64-linux-gnu/libexpat.so.1.8.10
id dev=7:0 ino=579536 size=174176 mtime=1725777859.000000000 build-id=a2f37366bc9782b9306773fd6318838fbae5ad5d
range 0+174176
file /usr/lib/x86_64-linux-gnu/libbrotlidec.so.1.0.9
id dev=7:0 ino=582092 size=47264 mtime=1792761221.000000000 build-id=5aedf5ce91068f729b90ba43b724eda60f7686bd
range 0+47264
file /usr/lib/x86_64-linux-gnu/libgslcblas.so.0.0.0
id dev=7:0 ino=582036 size=264152 mtime=1733588421.000000000 build-id=db9b3913686a5dfb6482ec118418417551068771
range 0+147456 196608+67544
file /usr/lib/x86_64-linux-gnu/libsqlite3.so.0.8.6
id dev=7:0 ino=579950 size=1437848 mtime=1756225090.000000000 build-id=5221b80bd99650e3e55370b0e24f4b4dbe81264f
range 0+393216 1150976+4096 1368064+69784
file /usr/lib/x86_64-linux-gnu/libpsl.so.5.3.4
id dev=7:0 ino=579899 size=75616 mtime=1676314657.000000000 build-id=75c63579714ff9c75d7d576554b0c0e92f18ad37
range 0+75616
file /usr/lib/x86_64-linux-gnu/libgssapi_krb5.so.2.2
id dev=7:0 ino=579660 size=338680 mtime=1740332544.000000000 build-id=d3c57478d2f032b1e63228544e6556b12a9e8969
range 0+262144 266240+72440
file /usr/lib/x86_64-linux-gnu/libmount.so.1.1.0
id dev=7:0 ino=579785 size=404096 mtime=1732219314.000000000 build-id=a3785ca0e8ef5bd8fb1bf463b0ef8e09540e598c
range 0+262144 307200+4096 335872+68224
file /usr/lib/x86_64-linux-gnu/libselinux.so.1
id dev=7:0 ino=579929 size=174312 mtime=1685210301.000000000 build-id=4d66a8c268d724fe4c0b44b173254e33e1a4d4f6
range 0+174312
file /usr/lib/x86_64-linux-gnu/libffi.so.8.1.2
id dev=7:0 ino=579553 size=43480 mtime=1666600001.000000000 build-id=4b5ef0d8f602b880c279f15ed3b07bf6686ea09b
range 0+32768 36864+6616
file /usr/lib/x86_64-linux-gnu/libopenjp2.so.2.5.0
id dev=7:0 ino=581722 size=408000 mtime=1778591710.000000000 build-id=397a6558f216994b0300239f1fa388f71a48a284
range 0+262144 319488+4096 339968+68032
file /usr/lib/x86_64-linux-gnu/libtiff.so.6.0.0
id dev=7:0 ino=579983 size=571400 mtime=1735911551.000000000 build-id=936a8a6c18e1f4553e2118b2a44bd4d5b5074b56
range 0+262144 339968+4096 503808+67592
file /usr/lib/x86_64-linux-gnu/libnss3.so
id dev=7:0 ino=579818 size=1406352 mtime=1772055708.000000000 build-id=65d10d81333ab45dfa6b835d7b9330c5ace7fe2a
range 0+262144 1105920+4096 1335296+71056
file /usr/lib/x86_64-linux-gnu/libsmime3.so
id dev=7:0 ino=579940 size=191072 mtime=1772055708.000000000 build-id=6e266d3712c7cfedeb608137cd9fbf7519b1224e
range 0+191072
file /usr/lib/x86_64-linux-gnu/libplc4.so
id dev=7:0 ino=579879 size=22632 mtime=1663450146.000000000 build-id=10a7399bf19e06c77ee75f075686eb5dbb99a492
range 0+22632
file /usr/lib/x86_64-linux-gnu/libnspr4.so
id dev=7:0 ino=579817 size=254440 mtime=1663450146.000000000 build-id=80287a36ed32fd1e18f176dccdfa94a2dc716513
range 0+254440
file /usr/lib/x86_64-linux-gnu/libwpd-0.10.so.10.0.3
id dev=7:0 ino=582101 size=677696 mtime=1663527736.000000000 build-id=448eebab2d92a7fd3de7a3a3977d2badb1d542fe
range 0+262144 356352+4096 606208+71488
file /usr/lib/x86_64-linux-gnu/libicuuc.so.72.1
id dev=7:0 ino=579712 size=2078888 mtime=1750621668.000000000 build-id=7c2205f373c674d117347a60025ee64af406ff97
range 0+589824 1413120+4096 1933312+145576
file /usr/lib/x86_64-linux-gnu/libicui18n.so.72.1
id dev=7:0 ino=579696 size=3307688 mtime=1750621668.000000000 build-id=fa972bcd3b261a21815718220dc4f505e4d7ad85
range 0+1245184 2641920+4096 3170304+137384
file /usr/lib/x86_64-linux-gnu/libatk-1.0.so.0.24609.1
id dev=7:0 ino=579400 size=161712 mtime=1675010376.000000000 build-id=5e319aa7dba2d1c2ee89e6349348ea109227eb7b
range 0+161712
file /usr/lib/x86_64-linux-gnu/libepoxy.so.0.0.0
id dev=7:0 ino=582007 size=1238616 mtime=1648870675.000000000 build-id=e2c6c86fee43ee340191d65d91880ac13c9d2f4b
range 0+524288 790528+4096 1167360+71256
file /usr/lib/x86_64-linux-gnu/libXi.so.6.1.0
id dev=7:0 ino=579218 size=76160 mtime=1663547472.000000000 build-id=60f9e002b7042dc62091e10622202c9c2e8a093c
range 0+76160
file /usr/lib/x86_64-linux-gnu/libatk-bridge-2.0.so.0.0.0
id dev=7:0 ino=579402 size=243496 mtime=1675010376.000000000 build-id=800916fc7f0b9192b2e784150a22518d0cbd2659
range 0+243496
file /usr/lib/x86_64-linux-gnu/libXfixes.so.3.1.0
id dev=7:0 ino=579212 size=26736 mtime=1664787362.000000000 build-id=515e2f9139aadc9e275abbfe7c0aa49a0d31b8cb
range 0+26736
file /usr/lib/x86_64-linux-gnu/libxkbcommon.so.0.0.0
id dev=7:0 ino=580069 size=281256 mtime=1673638459.000000000 build-id=945116023d9d6eaa5d9ca1906e1f7fa887d4fc4f
range 0+281256
file /usr/lib/x86_64-linux-gnu/libwayland-client.so.0.21.0
id dev=7:0 ino=580026 size=68968 mtime=1657297564.000000000 build-id=296271640039da17030592ae7c798e4d785d3835
range 0+68968
file /usr/lib/x86_64-linux-gnu/libwayland-cursor.so.0.21.0
id dev=7:0 ino=582009 size=35232 mtime=1657297564.000000000 build-id=67f712e24c0ebf8ea5be5410c32a34d5b5271b2b
range 0+35232
file /usr/lib/x86_64-linux-gnu/libwayland-egl.so.1.21.0
id dev=7:0 ino=582011 size=14192 mtime=1657297564.000000000 build-id=cacbecdb02d6f329f6ea035d3071f6b940f0de43
range 0+14192
file /usr/lib/x86_64-linux-gnu/libXcursor.so.1.0.2
id dev=7:0 ino=579198 size=47768 mtime=1651071746.000000000 build-id=80d5ba096fb6c4714b5b9c1aa7164ca62061c10f
range 0+47768
file /usr/lib/x86_64-linux-gnu/libXdamage.so.1.1.0
id dev=7:0 ino=579200 size=14344 mtime=1672144068.000000000 build-id=89b24d26331bd5aacad90736b408b14300e6932d
range 0+14344
file /usr/lib/x86_64-linux-gnu/libXcomposite.so.1.0.0
id dev=7:0 ino=579196 size=14344 mtime=1586885034.000000000 build-id=0586ef2cab90572a843bb13ef98243e960b12689
range 0+14344
file /usr/lib/x86_64-linux-gnu/libXrandr.so.2.2.0
id dev=7:0 ino=579228 size=47416 mtime=1651010273.000000000 build-id=0372dfb32a5c0d113819e1167f75c81c751373a8
range 0+47416
file /usr/lib/x86_64-linux-gnu/libXinerama.so.1.0.0
id dev=7:0 ino=579220 size=18592 mtime=1643811874.000000000 build-id=5a76407b56b10810711c5345defbdf4e2dad3897
range 0+18592
file /usr/lib/x86_64-linux-gnu/libenchant-2.so.2.3.3
id dev=7:0 ino=582067 size=47104 mtime=1670873461.000000000 build-id=3a6e296bcccb8f220427c0338d31c27a26ed8b94
range 0+47104
file /usr/lib/x86_64-linux-gnu/libicudata.so.72.1
id dev=7:0 ino=579692 size=31262256 mtime=1750621668.000000000 build-id=4af0bd8d2998737d01349e835fa245bdf5b6836c
range 0+147456 31195136+67120
file /usr/lib/x86_64-linux-gnu/liblzma.so.5.4.1
id dev=7:0 ino=579761 size=190456 mtime=1743710139.000000000 build-id=72a44fc3edc93188d045e65d92d28d50e373dbcb
range 0+81920 122880+67576
file /usr/lib/x86_64-linux-gnu/libtinfo.so.6.4
id dev=7:0 ino=579987 size=204088 mtime=1683470027.000000000 build-id=1d6c928a5e4f222cf4479cbb1fd4f63965b10a03
range 0+204088
file /usr/lib/x86_64-linux-gnu/libMagickCore-6.Q16.so.6.0.0
id dev=7:0 ino=581967 size=2848808 mtime=1793266489.000000000 build-id=68733dd72656d01866b18f79236c49260f3b455f
range 0+393216 507904+131072 978944+131072 1200128+151552 1372160+135168 1605632+204800 1863680+135168 2027520+413696 2531328+131072 2777088+71720
file /usr/lib/x86_64-linux-gnu/libMagickWand-6.Q16.so.6.0.0
id dev=7:0 ino=581969 size=1203200 mtime=1793266489.000000000 build-id=a0e52cbfd1d1b1ec4f0dc202a802ee373d4b266b
range 0+262144 987136+4096 1134592+68608
file /usr/lib/x86_64-linux-gnu/libdouble-conversion.so.3.1
id dev=7:0 ino=581971 size=79800 mtime=1660055108.000000000 build-id=c1e78e20543b5faabe79378026d893c59703e7ef
range 0+79800
file /usr/lib/x86_64-linux-gnu/libXau.so.6.0.0
id dev=7:0 ino=579189 size=14496 mtime=1611872708.000000000 build-id=84ffa90fee1b716cdc7d8349be47ed6ca4761b75
range 0+14496
file /usr/lib/x86_64-linux-gnu/libXdmcp.so.6.0.0
id dev=7:0 ino=579204 size=22728 mtime=1488464839.000000000 build-id=1d12a8566670c95b1b02e341400060d2d825aade
range 0+22728
file /usr/lib/x86_64-linux-gnu/libdatrie.so.1.4.0
id dev=7:0 ino=579492 size=34736 mtime=1663547029.000000000 build-id=57f62fe2ce6d6db200f0f8cfee3cc987b25a9e2f
range 0+34736
file /usr/lib/x86_64-linux-gnu/libbrotlicommon.so.1.0.9
id dev=7:0 ino=582091 size=137376 mtime=1792761221.000000000 build-id=612250b381c7dab8e3d5f683c0f560ac76d53ef0
range 0+137376
file /usr/lib/x86_64-linux-gnu/libunistring.so.2.2.0
id dev=7:0 ino=580008 size=1792040 mtime=1664726954.000000000 build-id=926062d8c8d5bfcbfaf7bad9b41cf4f073ee521e
range 0+262144 331776+4096 1724416+67624
file /usr/lib/x86_64-linux-gnu/libidn2.so.0.3.8
id dev=7:0 ino=579716 size=198776 mtime=1661703271.000000000 build-id=ddba28970641f1f110f7585d57dc5867e2ee4ffd
range 0+198776
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
file /usr/lib/x86_64-linux-gnu/libblkid.so.1.1.0
id dev=7:0 ino=579433 size=355328 mtime=1732219314.000000000 build-id=a0182491d79a5fce32537ef44f1876721fe2b428
range 0+262144 286720+68608
file /usr/lib/x86_64-linux-gnu/libwebp.so.7.1.5
id dev=7:0 ino=580030 size=453240 mtime=1694547344.000000000 build-id=e3f3e238b835311926cc04967d7166288fde87b1
range 0+147456 364544+4096 385024+68216
file /usr/lib/x86_64-linux-gnu/libzstd.so.1.5.4
id dev=7:0 ino=580125 size=763816 mtime=1679173110.000000000 build-id=d662b4158d7eac9a97404296d0a32a0e812a9f67
range 0+262144 675840+4096 696320+67496
file /usr/lib/x86_64-linux-gnu/libLerc.so.4
id dev=7:0 ino=579170 size=616464 mtime=1665824049.000000000 build-id=a06c7b0a556dcac0f57a1efd08c69d9df383afc9
range 0+262144 548864+67600
file /usr/lib/x86_64-linux-gnu/libjbig.so.0
id dev=7:0 ino=579727 size=66240 mtime=1670177776.000000000 build-id=f5569406bd53023e66cd3faea767d4528b734d5a
range 0+66240
file /usr/lib/x86_64-linux-gnu/libdeflate.so.0
id dev=7:0 ino=579506 size=149384 mtime=1664798119.000000000 build-id=8dd45d05f8c7bacfe3e762adce0626c61767fe22
range 0+149384
file /usr/lib/x86_64-linux-gnu/libnssutil3.so
id dev=7:0 ino=579828 size=203056 mtime=1772055708.000000000 build-id=c6b574381365a62759daa9cf372aff6a90118af9
range 0+203056
file /usr/lib/x86_64-linux-gnu/libplds4.so
id dev=7:0 ino=579881 size=14472 mtime=1663450146.000000000 build-id=cc64ba2c0e6dab577f6272b686b839d77a3f0f73
range 0+14472
file /usr/lib/x86_64-linux-gnu/libdl.so.2
id dev=7:0 ino=579509 size=14480 mtime=1777320873.000000000 build-id=1d8f2556ed30c02f74f5a3c1fc68f0ed70ac2477
range 0+14480
file /usr/lib/x86_64-linux-gnu/libatspi.so.0.0.1
id dev=7:0 ino=579408 size=235768 mtime=1675010376.000000000 build-id=2a331ef41d6cb79d05f434f0998cb7dbb3f96a4a
range 0+235768
file /usr/lib/x86_64-linux-gnu/libdbus-1.so.3.32.4
id dev=7:0 ino=579497 size=346264 mtime=1694858638.000000000 build-id=b63a276ae2d395c20c27cd34e356eba2e5bdca82
range 0+262144 278528+67736
file /usr/lib/x86_64-linux-gnu/libpthread.so.0
id dev=7:0 ino=579903 size=14480 mtime=1777320873.000000000 build-id=8d74f897770fa3fafa8db4cfac4596c0587ae698
range 0+14480
file /usr/lib/x86_64-linux-gnu/liblqr-1.so.0.3.2
id dev=7:0 ino=581718 size=55536 mtime=1514766076.000000000 build-id=452562bcee6afe6702df884cfbc2708aa6496236
range 0+55536
file /usr/lib/x86_64-linux-gnu/libfftw3.so.3.6.10
id dev=7:0 ino=581712 size=2213808 mtime=1669826447.000000000 build-id=0a9d7be7cf8711c2631f6202441ea57454776e89
range 0+262144 1978368+4096 2076672+137136
file /usr/lib/x86_64-linux-gnu/libbz2.so.1.0.4
id dev=7:0 ino=579446 size=74688 mtime=1663556049.000000000 build-id=462687d0e5080f8f8f3198430fbe3ca849aec026
range 0+74688
file /usr/lib/x86_64-linux-gnu/libltdl.so.7.3.2
id dev=7:0 ino=581720 size=39464 mtime=1712693080.000000000 build-id=5f640d696b971c18d34c3329392232fadba290bb
range 0+39464
file /usr/lib/x86_64-linux-gnu/libbsd.so.0.11.7
id dev=7:0 ino=579441 size=84840 mtime=1675016808.000000000 build-id=d830808c93622acd159aacd728121ee9d9f8513f
range 0+84840
file /usr/lib/x86_64-linux-gnu/libkeyutils.so.1.10
id dev=7:0 ino=579739 size=22448 mtime=1671398158.000000000 build-id=34f01abd80dbfc7728a7c585ad351cb42029693e
range 0+22448
file /usr/lib/x86_64-linux-gnu/libresolv.so.2
id dev=7:0 ino=579919 size=60328 mtime=1777320873.000000000 build-id=48fabb246b1b0ffa238af9b86ad9738b3602a693
range 0+60328
file /usr/lib/x86_64-linux-gnu/libsystemd.so.0.35.0
id dev=7:0 ino=581629 size=844736 mtime=1777319335.000000000 build-id=dc32499955f92c27055abb579d03dee81b0d9302
range 0+262144 606208+4096 774144+70592
file /usr/lib/x86_64-linux-gnu/libmd.so.0.0.5
id dev=7:0 ino=579772 size=47312 mtime=1657417415.000000000 build-id=bfcdab3e6fabdc0d6f3e3e7d562330e80601a5af
range 0+47312
file /usr/lib/x86_64-linux-gnu/libcap.so.2.66
id dev=7:0 ino=579460 size=47288 mtime=1757277826.000000000 build-id=f087fec5a4329d787a152838a75737d4b2e611e1
range 0+47288
file /usr/lib/x86_64-linux-gnu/libgcrypt.so.20.4.1
id dev=7:0 ino=579592 size=1332480 mtime=1668877150.000000000 build-id=fade6d563b1db42d4e193f6dbb712c96bab741c2
range 0+262144 1015808+4096 1261568+70912
file /usr/lib/x86_64-linux-gnu/liblz4.so.1.9.4
id dev=7:0 ino=579757 size=149952 mtime=1661655655.000000000 build-id=29e700d84270c3d01e8e156816591eb4e1b1ea77
range 0+149952
file /usr/lib/x86_64-linux-gnu/libgpg-error.so.0.33.1
id dev=7:0 ino=579652 size=157768 mtime=1666124568.000000000 build-id=553b3a158bc28ebd0e96946cfe0dcdf35e85fb7e
range 0+157768
file /usr/share/inkscape/ui/units.xml
id dev=7:0 ino=312065 size=2755 mtime=1669483863.000000000
range 0+2755
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
range 0+65536 225280+28672
file /var/lib/dbus/machine-id
id dev=7:0 ino=391733 size=33 mtime=1750775977.000000000
range 0+33
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
file /var/cache/fontconfig/a46a90b3114f4679f37745d4a8f3e608-le64.cache-8
id dev=7:0 ino=391495 size=112 mtime=1795699035.256335319
range 0+112
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
file /etc/ImageMagick-6/policy.xml
id dev=7:0 ino=391432 size=4661 mtime=1793266489.000000000
range 0+4661
file /etc/ImageMagick-6/log.xml
id dev=7:0 ino=391429 size=1642 mtime=1793266489.000000000
range 0+1642
file /usr/share/inkscape/filters/filters.svg
id dev=7:0 ino=309549 size=207521 mtime=1669483863.000000000
range 0+207521
file /usr/share/inkscape/extensions/text_extract.inx
id dev=7:0 ino=309331 size=1238 mtime=1669484611.000000000
range 0+1238
file /usr/share/inkscape/extensions/export_gimp_palette.inx
id dev=7:0 ino=308806 size=595 mtime=1669484610.000000000
range 0+595
file /usr/share/inkscape/extensions/raster_output_png.inx
id dev=7:0 ino=309247 size=1702 mtime=1669484610.000000000
range 0+1702
file /usr/share/inkscape/extensions/restack.inx
id dev=7:0 ino=309268 size=2999 mtime=1669484610.000000000
range 0+2999
file /usr/share/inkscape/extensions/jessyink_summary.inx
id dev=7:0 ino=309087 size=744 mtime=1669484610.000000000
range 0+744
file /usr/share/inkscape/extensions/layout_nup.inx
id dev=7:0 ino=309104 size=4212 mtime=1669484610.000000000
range 0+4212
file /usr/share/inkscape/extensions/color_rgbbarrel.inx
id dev=7:0 ino=308714 size=472 mtime=1669484610.000000000
range 0+472
file /usr/share/inkscape/extensions/color_lesssaturation.inx
id dev=7:0 ino=308692 size=487 mtime=1669484610.000000000
range 0+487
file /usr/share/inkscape/extensions/dpi90to96.inx
id dev=7:0 ino=308788 size=670 mtime=1669484610.000000000
range 0+670
file /usr/share/inkscape/extensions/jessyink_install.inx
id dev=7:0 ino=309079 size=809 mtime=1669484610.000000000
range 0+809
file /usr/share/inkscape/extensions/raster_output_jpg.inx
id dev=7:0 ino=309244 size=1915 mtime=1669484610.000000000
range 0+1915
file /usr/share/inkscape/extensions/jessyink_uninstall.inx
id dev=7:0 ino=309091 size=1423 mtime=1669484610.000000000
range 0+1423
file /usr/share/inkscape/extensions/render_alphabetsoup.inx
id dev=7:0 ino=309253 size=842 mtime=1669484610.000000000
range 0+842
file /usr/share/inkscape/extensions/straightseg.inx
id dev=7:0 ino=309281 size=670 mtime=1669484610.000000000
range 0+670
file /usr/share/inkscape/extensions/text_flipcase.inx
id dev=7:0 ino=309333 size=487 mtime=1669484611.000000000
range 0+487
file /usr/share/inkscape/extensions/polyhedron_3d.inx
id dev=7:0 ino=309233 size=6271 mtime=1669484610.000000000
range 0+6271
file /usr/share/inkscape/extensions/ungroup_deep.inx
id dev=7:0 ino=309356 size=866 mtime=1669484611.000000000
range 0+866
file /usr/share/inkscape/extensions/text_titlecase.inx
id dev=7:0 ino=309345 size=490 mtime=1669484611.000000000
range 0+490
file /usr/share/inkscape/extensions/path_mesh_m2p.inx
id dev=7:0 ino=309209 size=1116 mtime=1669484610.000000000
range 0+1116
file /usr/share/inkscape/extensions/path_envelope.inx
id dev=7:0 ino=309207 size=468 mtime=1669484610.000000000
range 0+468
file /usr/share/inkscape/extensions/color_list.inx
id dev=7:0 ino=308694 size=467 mtime=1669484610.000000000
range 0+467
file /usr/share/inkscape/extensions/path_to_absolute.inx
id dev=7:0 ino=309215 size=479 mtime=1669484610.000000000
range 0+479
file /usr/share/inkscape/extensions/pdflatex.inx
id dev=7:0 ino=309222 size=1726 mtime=1669484610.000000000
range 0+1726
file /usr/share/inkscape/extensions/fig_input.inx
id dev=7:0 ino=308810 size=624 mtime=1669484610.000000000
range 0+624
file /usr/share/inkscape/extensions/rubberstretch.inx
id dev=7:0 ino=309272 size=674 mtime=1669484610.000000000
range 0+674
file /usr/share/inkscape/extensions/color_morelight.inx
id dev=7:0 ino=308698 size=472 mtime=1669484610.000000000
range 0+472
file /usr/share/inkscape/extensions/template_dvd_cover.inx
id dev=7:0 ino=309320 size=1261 mtime=1669484610.000000000
range 0+1261
file /usr/share/inkscape/extensions/svg2xaml.inx
id dev=7:0 ino=309285 size=622 mtime=1669484610.000000000
range 0+622
file /usr/share/inkscape/extensions/template_page.inx
id dev=7:0 ino=309325 size=2194 mtime=1669484610.000000000
range 0+2194
file /usr/share/inkscape/extensions/guides_creator.inx
id dev=7:0 ino=308834 size=5265 mtime=1669484610.000000000
range 0+5265
file /usr/share/inkscape/extensions/svgcalendar.inx
id dev=7:0 ino=309307 size=10530 mtime=1669484610.000000000
range 0+10530
file /usr/share/inkscape/extensions/jessyink_effects.inx
id dev=7:0 ino=309075 size=1947 mtime=1669484610.000000000
range 0+1947
file /usr/share/inkscape/extensions/pathalongpath.inx
id dev=7:0 ino=309217 size=3084 mtime=1669484610.000000000
range 0+3084
file /usr/share/inkscape/extensions/grid_cartesian.inx
id dev=7:0 ino=308828 size=4763 mtime=1669484610.000000000
range 0+4763
file /usr/share/inkscape/extensions/convert2dashes.inx
id dev=7:0 ino=308717 size=482 mtime=1669484610.000000000
range 0+482
file /usr/share/inkscape/extensions/dimension.inx
id dev=7:0 ino=308721 size=859 mtime=1669484610.000000000
range 0+859
file /usr/share/inkscape/extensions/template_icon.inx
id dev=7:0 ino=309324 size=996 mtime=1669484610.000000000
range 0+996
file /usr/share/inkscape/extensions/gimp_xcf.inx
id dev=7:0 ino=308826 size=1998 mtime=1669484610.000000000
range 0+1998
file /usr/share/inkscape/extensions/color_moresaturation.inx
id dev=7:0 ino=308700 size=487 mtime=1669484610.000000000
range 0+487
file /usr/share/inkscape/extensions/interp_att_g.inx
id dev=7:0 ino=309068 size=3382 mtime=1669484610.000000000
range 0+3382
file /usr/share/inkscape/extensions/rtree.inx
id dev=7:0 ino=309270 size=841 mtime=1669484610.000000000
range 0+841
file /usr/share/inkscape/extensions/render_barcode.inx
id dev=7:0 ino=309256 size=1520 mtime=1669484610.000000000
range 0+1520
file /usr/share/inkscape/extensions/pixelsnap.inx
id dev=7:0 ino=309228 size=1307 mtime=1669484610.000000000
range 0+1307
file /usr/share/inkscape/extensions/media_zip.inx
id dev=7:0 ino=309114 size=982 mtime=1669484610.000000000
range 0+982
file /usr/share/inkscape/extensions/color_removered.inx
id dev=7:0 ino=308710 size=472 mtime=1669484610.000000000
range 0+472
file /usr/share/inkscape/extensions/plotter.inx
id dev=7:0 ino=309230 size=9348 mtime=1669484610.000000000
range 0+9348
file /usr/share/inkscape/extensions/color_darker.inx
id dev=7:0 ino=308680 size=461 mtime=1669484610.000000000
range 0+461
file /usr/share/inkscape/extensions/nicechart.inx
id dev=7:0 ino=309124 size=5115 mtime=1669484610.000000000
range 0+5115
file /usr/share/inkscape/extensions/color_blackandwhite.inx
id dev=7:0 ino=308674 size=591 mtime=1669484610.000000000
range 0+591
file /usr/share/inkscape/extensions/layers2svgfont.inx
id dev=7:0 ino=309102 size=481 mtime=1669484610.000000000
range 0+481
file /usr/share/inkscape/extensions/whirl.inx
id dev=7:0 ino=309374 size=644 mtime=1669484611.000000000
range 0+644
file /usr/share/inkscape/extensions/text_lowercase.inx
id dev=7:0 ino=309335 size=488 mtime=1669484611.000000000
range 0+488
file /usr/share/inkscape/extensions/path_mesh_p2m.inx
id dev=7:0 ino=309211 size=894 mtime=1669484610.000000000
range 0+894
file /usr/share/inkscape/extensions/image_extract.inx
id dev=7:0 ino=308853 size=1343 mtime=1669484610.000000000
range 0+1343
file /usr/share/inkscape/extensions/image_embed_selected.inx
id dev=7:0 ino=308852 size=559 mtime=1669484610.000000000
range 0+559
file /usr/share/inkscape/extensions/grid_isometric.inx
id dev=7:0 ino=308830 size=1504 mtime=1669484610.000000000
range 0+1504
file /usr/share/inkscape/extensions/new_glyph_layer.inx
id dev=7:0 ino=309120 size=536 mtime=1669484610.000000000
range 0+536
file /usr/share/inkscape/extensions/template_seamless_pattern.inx
id dev=7:0 ino=309326 size=1107 mtime=1669484610.000000000
range 0+1107
file /usr/share/inkscape/extensions/hpgl_output.inx
id dev=7:0 ino=308846 size=5018 mtime=1669484610.000000000
range 0+5018
file /usr/share/inkscape/extensions/jessyink_autotexts.inx
id dev=7:0 ino=309073 size=1137 mtime=1669484610.000000000
range 0+1137
file /usr/share/inkscape/extensions/render_gears.inx
id dev=7:0 ino=309264 size=1311 mtime=1669484610.000000000
range 0+1311
file /usr/share/inkscape/extensions/printing_marks.inx
id dev=7:0 ino=309239 size=2518 mtime=1669484610.000000000
range 0+2518
file /usr/share/inkscape/extensions/color_lesshue.inx
id dev=7:0 ino=308688 size=466 mtime=1669484610.000000000
range 0+466
file /usr/share/inkscape/extensions/color_lesslight.inx
id dev=7:0 ino=308690 size=472 mtime=1669484610.000000000
range 0+472
file /usr/share/inkscape/extensions/template_generic.inx
id dev=7:0 ino=309323 size=1900 mtime=1669484610.000000000
range 0+1900
file /usr/share/inkscape/extensions/scribus_export_pdf.inx
id dev=7:0 ino=309274 size=2264 mtime=1669484610.000000000
range 0+2264
file /usr/share/inkscape/extensions/dxf_input.inx
id dev=7:0 ino=308798 size=2713 mtime=1669484610.000000000
range 0+2713
file /usr/share/inkscape/extensions/hershey.inx
id dev=7:0 ino=308840 size=4636 mtime=1669484610.000000000
range 0+4636
file /usr/share/inkscape/extensions/inkman/inkman/manage_extensions.inx
id dev=7:0 ino=309055 size=518 mtime=1669484614.000000000
range 0+518
file /usr/share/inkscape/extensions/template_envelope.inx
id dev=7:0 ino=309322 size=1141 mtime=1669484610.000000000
range 0+1141
file /usr/share/inkscape/extensions/jessyink_view.inx
id dev=7:0 ino=309096 size=1140 mtime=1669484610.000000000
range 0+1140
file /usr/share/inkscape/extensions/ps_input.inx
id dev=7:0 ino=309241 size=1175 mtime=1669484610.000000000
range 0+1175
file /usr/share/inkscape/extensions/measure.inx
id dev=7:0 ino=309112 size=4887 mtime=1669484610.000000000
range 0+4887
file /usr/share/inkscape/extensions/other/gcodetools/gcodetools_graffiti.inx
id dev=7:0 ino=309191 size=6489 mtime=1669484613.000000000
range 0+6489
file /usr/share/inkscape/extensions/other/gcodetools/gcodetools_path_to_gcode.inx
id dev=7:0 ino=309194 size=5046 mtime=1669484613.000000000
range 0+5046
file /usr/share/inkscape/extensions/other/gcodetools/gcodetools_orientation_points.inx
id dev=7:0 ino=309193 size=2958 mtime=1669484613.000000000
range 0+2958
file /usr/share/inkscape/extensions/other/gcodetools/gcodetools_prepare_path_for_plasma.inx
id dev=7:0 ino=309195 size=2967 mtime=1669484613.000000000
range 0+2967
file /usr/share/inkscape/extensions/other/gcodetools/gcodetools_lathe.inx
id dev=7:0 ino=309192 size=6346 mtime=1669484613.000000000
range 0+6346
file /usr/share/inkscape/extensions/other/gcodetools/gcodetools_engraving.inx
id dev=7:0 ino=309190 size=4892 mtime=1669484613.000000000
range 0+4892
file /usr/share/inkscape/extensions/other/gcodetools/gcodetools_about.inx
id dev=7:0 ino=309187 size=1733 mtime=1669484613.000000000
range 0+1733
file /usr/share/inkscape/extensions/other/gcodetools/gcodetools_area.inx
id dev=7:0 ino=309188 size=7310 mtime=1669484613.000000000
range 0+7310
file /usr/share/inkscape/extensions/other/gcodetools/gcodetools_dxf_points.inx
id dev=7:0 ino=309189 size=3689 mtime=1669484613.000000000
range 0+3689
file /usr/share/inkscape/extensions/other/gcodetools/gcodetools_tools_library.inx
id dev=7:0 ino=309196 size=2281 mtime=1669484613.000000000
range 0+2281
file /usr/share/inkscape/extensions/other/clipart/import_web_image.inx
id dev=7:0 ino=309132 size=466 mtime=1669484613.000000000
range 0+466
file /usr/share/inkscape/extensions/doc_ai_convert.inx
id dev=7:0 ino=308723 size=1445 mtime=1669484610.000000000
range 0+1445
file /usr/share/inkscape/extensions/next_glyph_layer.inx
id dev=7:0 ino=309122 size=454 mtime=1669484610.000000000
range 0+454
file /usr/share/inkscape/extensions/color_replace.inx
id dev=7:0 ino=308712 size=944 mtime=1669484610.000000000
range 0+944
file /usr/share/inkscape/extensions/dxf_outlines.inx
id dev=7:0 ino=308801 size=3579 mtime=1669484610.000000000
range 0+3579
file /usr/share/inkscape/extensions/color_morehue.inx
id dev=7:0 ino=308696 size=466 mtime=1669484610.000000000
range 0+466
file /usr/share/inkscape/extensions/render_gear_rack.inx
id dev=7:0 ino=309262 size=789 mtime=1669484610.000000000
range 0+789
file /usr/share/inkscape/extensions/perfectboundcover.inx
id dev=7:0 ino=309224 size=2479 mtime=1669484610.000000000
range 0+2479
file /usr/share/inkscape/extensions/frame.inx
id dev=7:0 ino=308819 size=2471 mtime=1669484610.000000000
range 0+2471
file /usr/share/inkscape/extensions/color_randomize.inx
id dev=7:0 ino=308704 size=1453 mtime=1669484610.000000000
range 0+1453
file /usr/share/inkscape/extensions/text_randomcase.inx
id dev=7:0 ino=309339 size=493 mtime=1669484611.000000000
range 0+493
file /usr/share/inkscape/extensions/color_negative.inx
id dev=7:0 ino=308702 size=467 mtime=1669484610.000000000
range 0+467
file /usr/share/inkscape/extensions/guillotine.inx
id dev=7:0 ino=308836 size=926 mtime=1669484610.000000000
range 0+926
file /usr/share/inkscape/extensions/extrude.inx
id dev=7:0 ino=308808 size=2145 mtime=1669484610.000000000
range 0+2145
file /usr/share/inkscape/extensions/handles.inx
id dev=7:0 ino=308838 size=472 mtime=1669484610.000000000
range 0+472
file /usr/share/inkscape/extensions/merge_styles.inx
id dev=7:0 ino=309116 size=848 mtime=1669484610.000000000
range 0+848
file /usr/share/inkscape/extensions/text_sentencecase.inx
id dev=7:0 ino=309341 size=499 mtime=1669484611.000000000
range 0+499
file /usr/share/inkscape/extensions/tar_layers.inx
id dev=7:0 ino=309315 size=803 mtime=1669484610.000000000
range 0+803
file /usr/share/inkscape/extensions/color_removegreen.inx
id dev=7:0 ino=308708 size=478 mtime=1669484610.000000000
range 0+478
file /usr/share/inkscape/extensions/inkscape_follow_link.inx
id dev=7:0 ino=309062 size=432 mtime=1669484610.000000000
range 0+432
file /usr/share/inkscape/extensions/jessyink_mouse_handler.inx
id dev=7:0 ino=309085 size=1064 mtime=1669484610.000000000
range 0+1064
file /usr/share/inkscape/extensions/text_merge.inx
id dev=7:0 ino=309337 size=1307 mtime=1669484611.000000000
range 0+1307
file /usr/share/inkscape/extensions/webslicer_export.inx
id dev=7:0 ino=309372 size=1249 mtime=1669484611.000000000
range 0+1249
file /usr/share/inkscape/extensions/pathscatter.inx
id dev=7:0 ino=309220 size=2540 mtime=1669484610.000000000
range 0+2540
file /usr/share/inkscape/extensions/raster_output_tiff.inx
id dev=7:0 ino=309249 size=1513 mtime=1669484610.000000000
range 0+1513
file /usr/share/inkscape/extensions/image_attributes.inx
id dev=7:0 ino=308848 size=4006 mtime=1669484610.000000000
range 0+4006
file /usr/share/inkscape/extensions/jessyink_master_slide.inx
id dev=7:0 ino=309083 size=929 mtime=1669484610.000000000
range 0+929
file /usr/share/inkscape/extensions/edge3d.inx
id dev=7:0 ino=308803 size=1111 mtime=1669484610.000000000
range 0+1111
file /usr/share/inkscape/extensions/web_interactive_mockup.inx
id dev=7:0 ino=309361 size=2329 mtime=1669484611.000000000
range 0+2329
file /usr/share/inkscape/extensions/jessyink_transitions.inx
id dev=7:0 ino=309089 size=1809 mtime=1669484610.000000000
range 0+1809
file /usr/share/inkscape/extensions/foldablebox.inx
id dev=7:0 ino=308814 size=1304 mtime=1669484610.000000000
range 0+1304
file /usr/share/inkscape/extensions/text_uppercase.inx
id dev=7:0 ino=309347 size=488 mtime=1669484611.000000000
range 0+488
file /usr/share/inkscape/extensions/ink2canvas.inx
id dev=7:0 ino=308856 size=558 mtime=1669484610.000000000
range 0+558
file /usr/share/inkscape/extensions/dhw_input.inx
id dev=7:0 ino=308719 size=579 mtime=1669484610.000000000
range 0+579
file /usr/share/inkscape/extensions/image_extract_selected.inx
id dev=7:0 ino=308855 size=1204 mtime=1669484610.000000000
range 0+1204
file /usr/share/inkscape/extensions/color_grayscale.inx
id dev=7:0 ino=308684 size=470 mtime=1669484610.000000000
range 0+470
file /usr/share/inkscape/extensions/draw_from_triangle.inx
id dev=7:0 ino=308791 size=4975 mtime=1669484610.000000000
range 0+4975
file /usr/share/inkscape/extensions/raster_output_webp.inx
id dev=7:0 ino=309251 size=1506 mtime=1669484610.000000000
range 0+1506
file /usr/share/inkscape/extensions/web_set_att.inx
id dev=7:0 ino=309363 size=2967 mtime=1669484611.000000000
range 0+2967
file /usr/share/inkscape/extensions/output_scour.inx
id dev=7:0 ino=309202 size=9376 mtime=1669484610.000000000
range 0+9376
file /usr/share/inkscape/extensions/fractalize.inx
id dev=7:0 ino=308817 size=621 mtime=1669484610.000000000
range 0+621
file /usr/share/inkscape/extensions/jessyink_export.inx
id dev=7:0 ino=309077 size=1480 mtime=1669484610.000000000
range 0+1480
file /usr/share/inkscape/extensions/grid_polar.inx
id dev=7:0 ino=308832 size=2731 mtime=1669484610.000000000
range 0+2731
file /usr/share/inkscape/extensions/dxf12_outlines.inx
id dev=7:0 ino=308793 size=778 mtime=1669484610.000000000
range 0+778
file /usr/share/inkscape/extensions/xaml2svg.inx
id dev=7:0 ino=309386 size=523 mtime=1669484611.000000000
range 0+523
file /usr/share/inkscape/extensions/spirograph.inx
id dev=7:0 ino=309279 size=1265 mtime=1669484610.000000000
range 0+1265
file /usr/share/inkscape/extensions/funcplot.inx
id dev=7:0 ino=308821 size=3752 mtime=1669484610.000000000
range 0+3752
file /usr/share/inkscape/extensions/template_desktop.inx
id dev=7:0 ino=309319 size=2219 mtime=1669484610.000000000
range 0+2219
file /usr/share/inkscape/extensions/lindenmayer.inx
id dev=7:0 ino=309106 size=1959 mtime=1669484610.000000000
range 0+1959
file /usr/share/inkscape/extensions/addnodes.inx
id dev=7:0 ino=308565 size=1339 mtime=1669484610.000000000
range 0+1339
file /usr/share/inkscape/extensions/perspective.inx
id dev=7:0 ino=309226 size=471 mtime=1669484610.000000000
range 0+471
file /usr/share/inkscape/extensions/flatten.inx
id dev=7:0 ino=308812 size=595 mtime=1669484610.000000000
range 0+595
file /usr/share/inkscape/extensions/motion.inx
id dev=7:0 ino=309118 size=807 mtime=1669484610.000000000
range 0+807
file /usr/share/inkscape/extensions/color_hsl_adjust.inx
id dev=7:0 ino=308686 size=1708 mtime=1669484610.000000000
range 0+1708
file /usr/share/inkscape/extensions/jessyink_video.inx
id dev=7:0 ino=309093 size=761 mtime=1669484610.000000000
range 0+761
file /usr/share/inkscape/extensions/eps_input.inx
id dev=7:0 ino=308805 size=1262 mtime=1669484610.000000000
range 0+1262
file /usr/share/inkscape/extensions/param_curves.inx
id dev=7:0 ino=309205 size=3488 mtime=1669484610.000000000
range 0+3488
file /usr/share/inkscape/extensions/webslicer_create_rect.inx
id dev=7:0 ino=309369 size=3945 mtime=1669484611.000000000
range 0+3945
file /usr/share/inkscape/extensions/color_custom.inx
id dev=7:0 ino=308678 size=1459 mtime=1669484610.000000000
range 0+1459
file /usr/share/inkscape/extensions/path_number_nodes.inx
id dev=7:0 ino=309213 size=1531 mtime=1669484610.000000000
range 0+1531
file /usr/share/inkscape/extensions/text_split.inx
id dev=7:0 ino=309343 size=1913 mtime=1669484611.000000000
range 0+1913
file /usr/share/inkscape/extensions/color_desaturate.inx
id dev=7:0 ino=308682 size=473 mtime=1669484610.000000000
range 0+473
file /usr/share/inkscape/extensions/color_brighter.inx
id dev=7:0 ino=308676 size=467 mtime=1669484610.000000000
range 0+467
file /usr/share/inkscape/extensions/image_embed.inx
id dev=7:0 ino=308850 size=619 mtime=1669484610.000000000
range 0+619
file /usr/share/inkscape/extensions/svgfont2layers.inx
id dev=7:0 ino=309309 size=580 mtime=1669484610.000000000
range 0+580
file /usr/share/inkscape/extensions/prepare_file_save_as.inx
id dev=7:0 ino=309235 size=496 mtime=1669484610.000000000
range 0+496
file /usr/share/inkscape/extensions/voronoi2svg.inx
id dev=7:0 ino=309359 size=1979 mtime=1669484611.000000000
range 0+1979
file /usr/share/inkscape/extensions/docinfo.inx
id dev=7:0 ino=308725 size=494 mtime=1669484610.000000000
range 0+494
file /usr/share/inkscape/extensions/synfig_output.inx
id dev=7:0 ino=309312 size=791 mtime=1669484610.000000000
range 0+791
file /usr/share/inkscape/extensions/text_braille.inx
id dev=7:0 ino=309329 size=472 mtime=1669484611.000000000
range 0+472
file /usr/share/inkscape/extensions/wireframe_sphere.inx
id dev=7:0 ino=309376 size=1056 mtime=1669484611.000000000
range 0+1056
file /usr/share/inkscape/extensions/template_business_card.inx
id dev=7:0 ino=309318 size=1464 mtime=1669484610.000000000
range 0+1464
file /usr/share/inkscape/extensions/color_removeblue.inx
id dev=7:0 ino=308706 size=475 mtime=1669484610.000000000
range 0+475
file /usr/share/inkscape/extensions/web_transmit_att.inx
id dev=7:0 ino=309365 size=2745 mtime=1669484611.000000000
range 0+2745
file /usr/share/inkscape/extensions/markers_strokepaint.inx
id dev=7:0 ino=309110 size=1609 mtime=1669484610.000000000
range 0+1609
file /usr/share/inkscape/extensions/previous_glyph_layer.inx
id dev=7:0 ino=309237 size=466 mtime=1669484610.000000000
range 0+466
file /usr/share/inkscape/extensions/jitternodes.inx
id dev=7:0 ino=309098 size=1558 mtime=1669484610.000000000
range 0+1558
file /usr/share/inkscape/extensions/setup_typography_canvas.inx
id dev=7:0 ino=309277 size=925 mtime=1669484610.000000000
range 0+925
file /usr/share/inkscape/extensions/svg2fxg.inx
id dev=7:0 ino=309283 size=524 mtime=1669484610.000000000
range 0+524
file /usr/share/inkscape/extensions/layer2png.inx
id dev=7:0 ino=309100 size=1991 mtime=1669484610.000000000
range 0+1991
file /usr/share/inkscape/extensions/triangle.inx
id dev=7:0 ino=309354 size=1528 mtime=1669484611.000000000
range 0+1528
file /usr/share/inkscape/extensions/replace_font.inx
id dev=7:0 ino=309266 size=1487 mtime=1669484610.000000000
range 0+1487
file /usr/share/inkscape/extensions/hpgl_input.inx
id dev=7:0 ino=308844 size=1489 mtime=1669484610.000000000
range 0+1489
file /usr/share/inkscape/extensions/webslicer_create_group.inx
id dev=7:0 ino=309367 size=1974 mtime=1669484611.000000000
range 0+1974
file /usr/share/inkscape/extensions/lorem_ipsum.inx
id dev=7:0 ino=309108 size=1424 mtime=1669484610.000000000
range 0+1424
file /usr/share/inkscape/extensions/jessyink_key_bindings.inx
id dev=7:0 ino=309081 size=5447 mtime=1669484610.000000000
range 0+5447
file /usr/share/inkscape/extensions/interp.inx
id dev=7:0 ino=309066 size=1482 mtime=1669484610.000000000
range 0+1482
file /usr/share/inkscape/extensions/render_barcode_qrcode.inx
id dev=7:0 ino=309260 size=6292 mtime=1669484610.000000000
range 0+6292
file /usr/share/inkscape/extensions/dpi96to90.inx
id dev=7:0 ino=308789 size=670 mtime=1669484610.000000000
range 0+670
file /usr/share/inkscape/extensions/render_barcode_datamatrix.inx
id dev=7:0 ino=309258 size=2546 mtime=1669484610.000000000
range 0+2546
file /usr/share/inkscape/extensions/aisvg.inx
id dev=7:0 ino=308567 size=562 mtime=1669484610.000000000
range 0+562
file /usr/share/inkscape/extensions/template_video.inx
id dev=7:0 ino=309328 size=1680 mtime=1669484610.000000000
range 0+1680
file /usr/share/inkscape/extensions/generate_voronoi.inx
id dev=7:0 ino=308823 size=1418 mtime=1669484610.000000000
range 0+1418
file /usr/lib/x86_64-linux-gnu/gdk-pixbuf-2.0/2.10.0/loaders.cache
id dev=7:0 ino=578951 size=2917 mtime=1750776000.000000000
range 0+2917
file /usr/share/inkscape/extensions/svg2xaml.xsl
id dev=7:0 ino=309286 size=108676 mtime=1669484610.000000000
range 0+108676
file /usr/share/inkscape/extensions/xaml2svg.xsl
id dev=7:0 ino=309387 size=5826 mtime=1669484611.000000000
range 0+5826
file /usr/share/inkscape/extensions/xaml2svg/animation.xsl
id dev=7:0 ino=309379 size=6559 mtime=1669484611.000000000
range 0+6559
file /usr/share/inkscape/extensions/xaml2svg/brushes.xsl
id dev=7:0 ino=309380 size=14795 mtime=1669484611.000000000
range 0+14795
file /usr/share/inkscape/extensions/xaml2svg/canvas.xsl
id dev=7:0 ino=309381 size=4745 mtime=1669484611.000000000
range 0+4745
file /usr/share/inkscape/extensions/xaml2svg/geometry.xsl
id dev=7:0 ino=309382 size=12606 mtime=1669484611.000000000
range 0+12606
file /usr/share/inkscape/extensions/xaml2svg/properties.xsl
id dev=7:0 ino=309383 size=14957 mtime=1669484611.000000000
range 0+14957
file /usr/share/inkscape/extensions/xaml2svg/shapes.xsl
id dev=7:0 ino=309384 size=7882 mtime=1669484611.000000000
range 0+7882
file /usr/share/inkscape/extensions/xaml2svg/transform.xsl
id dev=7:0 ino=309385 size=5243 mtime=1669484611.000000000
range 0+5243
file /usr/share/inkscape/extensions/svg2fxg.xsl
id dev=7:0 ino=309284 size=102713 mtime=1669484610.000000000
range 0+102713
file /usr/share/inkscape/extensions/aisvg.xslt
id dev=7:0 ino=308568 size=1367 mtime=1669484610.000000000
range 0+1367
file /usr/lib/x86_64-linux-gnu/gio/modules/giomodule.cache
id dev=7:0 ino=578965 size=150 mtime=1795689681.119438493
range 0+150
file /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/lab.svg
id dev=7:1 ino=393222 size=169 mtime=1795765074.075530219
range 0+169
file /usr/share/zoneinfo/Etc/UTC
id dev=7:0 ino=296647 size=114 mtime=1756065323.000000000
range 0+114
file /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
id dev=7:0 ino=183527 size=759720 mtime=1678437335.000000000
range 0+131072 229376+131072 544768+214952
lookup /etc/ld.so.preload
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/glibc-hwcaps/x86-64-v4/libinkscape_base.so
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/glibc-hwcaps/x86-64-v4
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/glibc-hwcaps/x86-64-v3/libinkscape_base.so
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/glibc-hwcaps/x86-64-v3
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/glibc-hwcaps/x86-64-v2/libinkscape_base.so
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/glibc-hwcaps/x86-64-v2
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/tls/haswell/avx512_1/x86_64/libinkscape_base.so
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/tls/haswell/avx512_1/x86_64
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/tls/haswell/avx512_1/libinkscape_base.so
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/tls/haswell/avx512_1
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/tls/haswell/x86_64/libinkscape_base.so
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/tls/haswell/x86_64
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/tls/haswell/libinkscape_base.so
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/tls/haswell
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/tls/avx512_1/x86_64/libinkscape_base.so
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/tls/avx512_1/x86_64
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/tls/avx512_1/libinkscape_base.so
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/tls/avx512_1
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/tls/x86_64/libinkscape_base.so
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/tls/x86_64
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/tls/libinkscape_base.so
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/tls
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/haswell/avx512_1/x86_64/libinkscape_base.so
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/haswell/avx512_1/x86_64
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/haswell/avx512_1/libinkscape_base.so
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/haswell/avx512_1
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/haswell/x86_64/libinkscape_base.so
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/haswell/x86_64
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/haswell/libinkscape_base.so
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/haswell
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/avx512_1/x86_64/libinkscape_base.so
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/avx512_1/x86_64
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/avx512_1/libinkscape_base.so
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/avx512_1
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/x86_64/libinkscape_base.so
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/x86_64
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/libinkscape_base.so ino=150781
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/libglib-2.0.so.0
lookup /lib/x86_64-linux-gnu/libglib-2.0.so.0 ino=579614
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/libgiomm-2.4.so.1
lookup /lib/x86_64-linux-gnu/libgiomm-2.4.so.1 ino=582043
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/libglibmm-2.4.so.1
lookup /lib/x86_64-linux-gnu/libglibmm-2.4.so.1 ino=582044
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/libstdc++.so.6
lookup /lib/x86_64-linux-gnu/libstdc++.so.6 ino=579958
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/libgcc_s.so.1
lookup /lib/x86_64-linux-gnu/libgcc_s.so.1 ino=579588
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/libc.so.6
lookup /lib/x86_64-linux-gnu/libc.so.6 ino=579449
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../glibc-hwcaps/x86-64-v4/libboost_filesystem.so.1.74.0
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../glibc-hwcaps/x86-64-v4
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../glibc-hwcaps/x86-64-v3/libboost_filesystem.so.1.74.0
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../glibc-hwcaps/x86-64-v3
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../glibc-hwcaps/x86-64-v2/libboost_filesystem.so.1.74.0
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../glibc-hwcaps/x86-64-v2
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../tls/haswell/avx512_1/x86_64/libboost_filesystem.so.1.74.0
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../tls/haswell/avx512_1/x86_64
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../tls/haswell/avx512_1/libboost_filesystem.so.1.74.0
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../tls/haswell/avx512_1
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../tls/haswell/x86_64/libboost_filesystem.so.1.74.0
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../tls/haswell/x86_64
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../tls/haswell/libboost_filesystem.so.1.74.0
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../tls/haswell
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../tls/avx512_1/x86_64/libboost_filesystem.so.1.74.0
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../tls/avx512_1/x86_64
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../tls/avx512_1/libboost_filesystem.so.1.74.0
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../tls/avx512_1
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../tls/x86_64/libboost_filesystem.so.1.74.0
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../tls/x86_64
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../tls/libboost_filesystem.so.1.74.0
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../tls
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../haswell/avx512_1/x86_64/libboost_filesystem.so.1.74.0
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../haswell/avx512_1/x86_64
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../haswell/avx512_1/libboost_filesystem.so.1.74.0
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../haswell/avx512_1
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../haswell/x86_64/libboost_filesystem.so.1.74.0
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../haswell/x86_64
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../haswell/libboost_filesystem.so.1.74.0
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../haswell
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../avx512_1/x86_64/libboost_filesystem.so.1.74.0
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../avx512_1/x86_64
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../avx512_1/libboost_filesystem.so.1.74.0
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../avx512_1
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../x86_64/libboost_filesystem.so.1.74.0
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../x86_64
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libboost_filesystem.so.1.74.0 ino=579434
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libpangocairo-1.0.so.0 ino=579860
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libcairo.so.2 ino=579456
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libpangoft2-1.0.so.0 ino=579862
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libpango-1.0.so.0 ino=579858
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libharfbuzz.so.0 ino=579678
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libfontconfig.so.1 ino=579560
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libfreetype.so.6 ino=579578
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libgsl.so.27 ino=582038
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libsoup-2.4.so.1 ino=582095
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libgmodule-2.0.so.0 ino=579620
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libgio-2.0.so.0 ino=579608
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libgobject-2.0.so.0 ino=579646
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libgc.so.1 ino=582017
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../liblcms2.so.2 ino=579751
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libpoppler.so.126 ino=582079
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libpoppler-glib.so.8 ino=582081
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libwpg-0.3.so.3 ino=582103
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../librevenge-0.0.so.0 ino=582053
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../librevenge-stream-0.0.so.0 ino=582055
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libvisio-0.1.so.1 ino=582099
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libcdr-0.1.so.1 ino=582059
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libjpeg.so.62 ino=579731
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libpng16.so.16 ino=579887
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libpotrace.so.0 ino=582083
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libgtkmm-3.0.so.1 ino=582074
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libatkmm-1.6.so.1 ino=582049
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libgdkmm-3.0.so.1 ino=582073
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libpangomm-1.4.so.1 ino=582071
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libcairomm-1.0.so.1 ino=582051
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libsigc-2.0.so.0 ino=582041
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libgtk-3.so.0 ino=582014
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libgdk-3.so.0 ino=582013
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libz.so.1 ino=580121
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libgdk_pixbuf-2.0.so.0 ino=579602
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libcairo-gobject.so.2 ino=579454
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libgspell-1.so.2 ino=582069
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libxslt.so.1 ino=580107
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libxml2.so.2 ino=580075
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libreadline.so.8 ino=579916
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libMagick++-6.Q16.so.8 ino=582077
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libX11.so.6 ino=579185
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../lib2geom.so.1.2.0 ino=582040
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libm.so.6 ino=579765
lookup /usr/bin/../lib/x86_64-linux-gnu/inkscape/../libgomp.so.1 ino=579648
lookup /lib/x86_64-linux-gnu/libpcre2-8.so.0 ino=581631
lookup /lib/x86_64-linux-gnu/libpixman-1.so.0 ino=579875
lookup /lib/x86_64-linux-gnu/libxcb-shm.so.0 ino=580053
lookup /lib/x86_64-linux-gnu/libxcb.so.1 ino=580065
lookup /lib/x86_64-linux-gnu/libxcb-render.so.0 ino=580049
lookup /lib/x86_64-linux-gnu/libXrender.so.1 ino=579232
lookup /lib/x86_64-linux-gnu/libXext.so.6 ino=579208
lookup /lib/x86_64-linux-gnu/libfribidi.so.0 ino=579580
lookup /lib/x86_64-linux-gnu/libthai.so.0 ino=579975
lookup /lib/x86_64-linux-gnu/libgraphite2.so.3 ino=579658
lookup /lib/x86_64-linux-gnu/libexpat.so.1 ino=579536
lookup /lib/x86_64-linux-gnu/libbrotlidec.so.1 ino=582092
lookup /lib/x86_64-linux-gnu/libgslcblas.so.0 ino=582036
lookup /lib/x86_64-linux-gnu/libsqlite3.so.0 ino=579950
lookup /lib/x86_64-linux-gnu/libpsl.so.5 ino=579899
lookup /lib/x86_64-linux-gnu/libgssapi_krb5.so.2 ino=579660
lookup /lib/x86_64-linux-gnu/libmount.so.1 ino=579785
lookup /lib/x86_64-linux-gnu/libselinux.so.1 ino=579929
lookup /lib/x86_64-linux-gnu/libffi.so.8 ino=579553
lookup /lib/x86_64-linux-gnu/libopenjp2.so.7 ino=581722
lookup /lib/x86_64-linux-gnu/libtiff.so.6 ino=579983
lookup /lib/x86_64-linux-gnu/libnss3.so ino=579818
lookup /lib/x86_64-linux-gnu/libsmime3.so ino=579940
lookup /lib/x86_64-linux-gnu/libplc4.so ino=579879
lookup /lib/x86_64-linux-gnu/libnspr4.so ino=579817
lookup /lib/x86_64-linux-gnu/libwpd-0.10.so.10 ino=582101
lookup /lib/x86_64-linux-gnu/libicuuc.so.72 ino=579712
lookup /lib/x86_64-linux-gnu/libicui18n.so.72 ino=579696
lookup /lib/x86_64-linux-gnu/libatk-1.0.so.0 ino=579400
lookup /lib/x86_64-linux-gnu/libepoxy.so.0 ino=582007
lookup /lib/x86_64-linux-gnu/libXi.so.6 ino=579218
lookup /lib/x86_64-linux-gnu/libatk-bridge-2.0.so.0 ino=579402
lookup /lib/x86_64-linux-gnu/libXfixes.so.3 ino=579212
lookup /lib/x86_64-linux-gnu/libxkbcommon.so.0 ino=580069
lookup /lib/x86_64-linux-gnu/libwayland-client.so.0 ino=580026
lookup /lib/x86_64-linux-gnu/libwayland-cursor.so.0 ino=582009
lookup /lib/x86_64-linux-gnu/libwayland-egl.so.1 ino=582011
lookup /lib/x86_64-linux-gnu/libXcursor.so.1 ino=579198
lookup /lib/x86_64-linux-gnu/libXdamage.so.1 ino=579200
lookup /lib/x86_64-linux-gnu/libXcomposite.so.1 ino=579196
lookup /lib/x86_64-linux-gnu/libXrandr.so.2 ino=579228
lookup /lib/x86_64-linux-gnu/libXinerama.so.1 ino=579220
lookup /lib/x86_64-linux-gnu/libenchant-2.so.2 ino=582067
lookup /lib/x86_64-linux-gnu/libicudata.so.72 ino=579692
lookup /lib/x86_64-linux-gnu/liblzma.so.5 ino=579761
lookup /lib/x86_64-linux-gnu/libtinfo.so.6 ino=579987
lookup /lib/x86_64-linux-gnu/libMagickCore-6.Q16.so.6 ino=581967
lookup /lib/x86_64-linux-gnu/libMagickWand-6.Q16.so.6 ino=581969
lookup /lib/x86_64-linux-gnu/libdouble-conversion.so.3 ino=581971
lookup /lib/x86_64-linux-gnu/libXau.so.6 ino=579189
lookup /lib/x86_64-linux-gnu/libXdmcp.so.6 ino=579204
lookup /lib/x86_64-linux-gnu/libdatrie.so.1 ino=579492
lookup /lib/x86_64-linux-gnu/libbrotlicommon.so.1 ino=582091
lookup /lib/x86_64-linux-gnu/libunistring.so.2 ino=580008
lookup /lib/x86_64-linux-gnu/libidn2.so.0 ino=579716
lookup /lib/x86_64-linux-gnu/libkrb5.so.3 ino=579743
lookup /lib/x86_64-linux-gnu/libk5crypto.so.3 ino=579737
lookup /lib/x86_64-linux-gnu/libcom_err.so.2 ino=581635
lookup /lib/x86_64-linux-gnu/libkrb5support.so.0 ino=579745
lookup /lib/x86_64-linux-gnu/libblkid.so.1 ino=579433
lookup /lib/x86_64-linux-gnu/libwebp.so.7 ino=580030
lookup /lib/x86_64-linux-gnu/libzstd.so.1 ino=580125
lookup /lib/x86_64-linux-gnu/libLerc.so.4 ino=579170
lookup /lib/x86_64-linux-gnu/libjbig.so.0 ino=579727
lookup /lib/x86_64-linux-gnu/libdeflate.so.0 ino=579506
lookup /lib/x86_64-linux-gnu/libnssutil3.so ino=579828
lookup /lib/x86_64-linux-gnu/libplds4.so ino=579881
lookup /lib/x86_64-linux-gnu/libdl.so.2 ino=579509
lookup /lib/x86_64-linux-gnu/libatspi.so.0 ino=579408
lookup /lib/x86_64-linux-gnu/libdbus-1.so.3 ino=579497
lookup /lib/x86_64-linux-gnu/libpthread.so.0 ino=579903
lookup /lib/x86_64-linux-gnu/liblqr-1.so.0 ino=581718
lookup /lib/x86_64-linux-gnu/libfftw3.so.3 ino=581712
lookup /lib/x86_64-linux-gnu/libbz2.so.1.0 ino=579446
lookup /lib/x86_64-linux-gnu/libltdl.so.7 ino=581720
lookup /lib/x86_64-linux-gnu/libbsd.so.0 ino=579441
lookup /lib/x86_64-linux-gnu/libkeyutils.so.1 ino=579739
lookup /lib/x86_64-linux-gnu/libresolv.so.2 ino=579919
lookup /lib/x86_64-linux-gnu/libsystemd.so.0 ino=581629
lookup /lib/x86_64-linux-gnu/libmd.so.0 ino=579772
lookup /lib/x86_64-linux-gnu/libcap.so.2 ino=579460
lookup /lib/x86_64-linux-gnu/libgcrypt.so.20 ino=579592
lookup /lib/x86_64-linux-gnu/liblz4.so.1 ino=579757
lookup /lib/x86_64-linux-gnu/libgpg-error.so.0 ino=579652
lookup /etc/selinux/config
lookup /usr/share/inkscape ino=308470
lookup /tmp ino=246947
lookup /tmp/preload-scratch.TWgEqH ino=2
lookup /tmp/preload-scratch.TWgEqH/tmp ino=393217
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7 ino=393218
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u ino=393227
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.config ino=393228
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.config/inkscape ino=393229
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
lookup /usr/share/locale/C.UTF-8/LC_MESSAGES/messages.mo
lookup /usr/share/locale/C.utf8/LC_MESSAGES/messages.mo
lookup /usr/share/locale/C/LC_MESSAGES/messages.mo
lookup /usr/share/locale/C.UTF-8/LC_MESSAGES/gtk30.mo
lookup /usr/share/locale/C.utf8/LC_MESSAGES/gtk30.mo
lookup /usr/share/locale/C/LC_MESSAGES/gtk30.mo
lookup /usr/share/locale/C.UTF-8/LC_MESSAGES/libc.mo
lookup /usr/share/locale/C.utf8/LC_MESSAGES/libc.mo
lookup /usr/share/locale/C/LC_MESSAGES/libc.mo
lookup /usr/share/locale/C.UTF-8/LC_MESSAGES/gtk30-properties.mo
lookup /usr/share/locale/C.utf8/LC_MESSAGES/gtk30-properties.mo
lookup /usr/share/locale/C/LC_MESSAGES/gtk30-properties.mo
lookup /usr/share/locale/C.UTF-8/LC_MESSAGES/glib20.mo
lookup /usr/share/locale/C.utf8/LC_MESSAGES/glib20.mo
lookup /usr/share/locale/C/LC_MESSAGES/glib20.mo
lookup /usr/lib/x86_64-linux-gnu/charset.alias
lookup /usr/share/locale ino=192054
lookup /usr/share/locale/C.UTF-8/LC_MESSAGES/inkscape.mo
lookup /usr/share/locale/C.utf8/LC_MESSAGES/inkscape.mo
lookup /usr/share/locale/C/LC_MESSAGES/inkscape.mo
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.config/inkscape/preferences.xml ino=393242
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.config/inkscape/extensions ino=393234
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.config/inkscape/fonts ino=393241
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.config/inkscape/icons ino=393233
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.config/inkscape/keys ino=393230
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.config/inkscape/palettes ino=393239
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.config/inkscape/templates ino=393232
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.cache/bus
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
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.config/fontconfig/conf.d
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.config/fontconfig/fonts.conf
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.fonts.conf.d
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.fonts.conf
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
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.local/share/fonts
lookup /usr/local/share/fonts ino=170697
lookup /var/cache/fontconfig//4c599c202bc5c08e2d34565a40eac3b2-le64.cache-8 ino=391521
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.cache/fontconfig//4c599c202bc5c08e2d34565a40eac3b2-le64.cache-8
lookup /usr/local/share/fonts/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.fontconfig//4c599c202bc5c08e2d34565a40eac3b2-le64.cache-8
lookup /usr/share/fonts ino=183519
lookup /var/cache/fontconfig//3830d5c3ddfd5cd38a049b759396e72e-le64.cache-8 ino=391504
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.cache/fontconfig//3830d5c3ddfd5cd38a049b759396e72e-le64.cache-8
lookup /usr/share/fonts/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.fontconfig//3830d5c3ddfd5cd38a049b759396e72e-le64.cache-8
lookup /usr/share/inkscape/fonts ino=309550
lookup /var/cache/fontconfig//a46a90b3114f4679f37745d4a8f3e608-le64.cache-8 ino=391495
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.cache/fontconfig//a46a90b3114f4679f37745d4a8f3e608-le64.cache-8
lookup /usr/share/inkscape/fonts/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.fontconfig//a46a90b3114f4679f37745d4a8f3e608-le64.cache-8
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.fonts
lookup /usr/share/fonts/X11 ino=183569
lookup /var/cache/fontconfig//c855463f699352c367813e37f3f70ea7-le64.cache-8 ino=391505
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.cache/fontconfig//c855463f699352c367813e37f3f70ea7-le64.cache-8
lookup /usr/share/fonts/X11/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.fontconfig//c855463f699352c367813e37f3f70ea7-le64.cache-8
lookup /usr/share/fonts/cMap ino=183559
lookup /var/cache/fontconfig//32b6488e5b8292a2e95c79d947e009e8-le64.cache-8 ino=391506
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.cache/fontconfig//32b6488e5b8292a2e95c79d947e009e8-le64.cache-8
lookup /usr/share/fonts/cMap/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.fontconfig//32b6488e5b8292a2e95c79d947e009e8-le64.cache-8
lookup /usr/share/fonts/cmap ino=183561
lookup /var/cache/fontconfig//57e423e26b20ab21d0f2f29c145174c3-le64.cache-8 ino=391507
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.cache/fontconfig//57e423e26b20ab21d0f2f29c145174c3-le64.cache-8
lookup /usr/share/fonts/cmap/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.fontconfig//57e423e26b20ab21d0f2f29c145174c3-le64.cache-8
lookup /usr/share/fonts/opentype ino=183681
lookup /var/cache/fontconfig//573ec803664ed168555e0e8b6d0f0c7f-le64.cache-8 ino=391508
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.cache/fontconfig//573ec803664ed168555e0e8b6d0f0c7f-le64.cache-8
lookup /usr/share/fonts/opentype/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.fontconfig//573ec803664ed168555e0e8b6d0f0c7f-le64.cache-8
lookup /usr/share/fonts/truetype ino=183520
lookup /var/cache/fontconfig//7ef2298fde41cc6eeb7af42e48b7d293-le64.cache-8 ino=391500
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.cache/fontconfig//7ef2298fde41cc6eeb7af42e48b7d293-le64.cache-8
lookup /usr/share/fonts/truetype/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.fontconfig//7ef2298fde41cc6eeb7af42e48b7d293-le64.cache-8
lookup /usr/share/fonts/type1 ino=183718
lookup /var/cache/fontconfig//d82eb4fd963d448e2fcb7d7b793b5df3-le64.cache-8 ino=391509
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.cache/fontconfig//d82eb4fd963d448e2fcb7d7b793b5df3-le64.cache-8
lookup /usr/share/fonts/type1/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.fontconfig//d82eb4fd963d448e2fcb7d7b793b5df3-le64.cache-8
lookup /usr/share/fonts/X11/Type1 ino=183641
lookup /var/cache/fontconfig//e13b20fdb08344e0e664864cc2ede53d-le64.cache-8 ino=391510
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.cache/fontconfig//e13b20fdb08344e0e664864cc2ede53d-le64.cache-8
lookup /usr/share/fonts/X11/Type1/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.fontconfig//e13b20fdb08344e0e664864cc2ede53d-le64.cache-8
lookup /usr/share/fonts/X11/encodings ino=183570
lookup /var/cache/fontconfig//707971e003b4ae6c8121c3a920e507f5-le64.cache-8 ino=391511
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.cache/fontconfig//707971e003b4ae6c8121c3a920e507f5-le64.cache-8
lookup /usr/share/fonts/X11/encodings/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.fontconfig//707971e003b4ae6c8121c3a920e507f5-le64.cache-8
lookup /usr/share/fonts/X11/util ino=183623
lookup /var/cache/fontconfig//fe547fea3a41b43a38975d292a2b19c7-le64.cache-8 ino=391512
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.cache/fontconfig//fe547fea3a41b43a38975d292a2b19c7-le64.cache-8
lookup /usr/share/fonts/X11/util/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.fontconfig//fe547fea3a41b43a38975d292a2b19c7-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-cns1 ino=303749
lookup /var/cache/fontconfig//f1f2465696798768e9653f19e17ccdc8-le64.cache-8 ino=391513
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.cache/fontconfig//f1f2465696798768e9653f19e17ccdc8-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-cns1/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.fontconfig//f1f2465696798768e9653f19e17ccdc8-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-gb1 ino=303805
lookup /var/cache/fontconfig//95530828ff6c81d309f8258d8d02a23e-le64.cache-8 ino=391514
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.cache/fontconfig//95530828ff6c81d309f8258d8d02a23e-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-gb1/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.fontconfig//95530828ff6c81d309f8258d8d02a23e-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-japan1 ino=303849
lookup /var/cache/fontconfig//d3e5c4ee2ceb1fc347f91d4cefc53bc0-le64.cache-8 ino=391515
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.cache/fontconfig//d3e5c4ee2ceb1fc347f91d4cefc53bc0-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-japan1/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.fontconfig//d3e5c4ee2ceb1fc347f91d4cefc53bc0-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-japan2 ino=303942
lookup /var/cache/fontconfig//e52a45a1c8c8fe895fc0fc8c4e6999b8-le64.cache-8 ino=391516
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.cache/fontconfig//e52a45a1c8c8fe895fc0fc8c4e6999b8-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-japan2/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.fontconfig//e52a45a1c8c8fe895fc0fc8c4e6999b8-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-korea1 ino=303959
lookup /var/cache/fontconfig//188ac73a183f12857f63bb60a4a6d603-le64.cache-8 ino=391517
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.cache/fontconfig//188ac73a183f12857f63bb60a4a6d603-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-korea1/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.fontconfig//188ac73a183f12857f63bb60a4a6d603-le64.cache-8
lookup /usr/share/fonts/opentype/urw-base35 ino=183682
lookup /var/cache/fontconfig//6cc790b63b123a6a96ee260fcdad32a9-le64.cache-8 ino=391518
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.cache/fontconfig//6cc790b63b123a6a96ee260fcdad32a9-le64.cache-8
lookup /usr/share/fonts/opentype/urw-base35/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.fontconfig//6cc790b63b123a6a96ee260fcdad32a9-le64.cache-8
lookup /usr/share/fonts/truetype/dejavu ino=183521
lookup /var/cache/fontconfig//d589a48862398ed80a3d6066f4f56f4c-le64.cache-8 ino=391497
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.cache/fontconfig//d589a48862398ed80a3d6066f4f56f4c-le64.cache-8
lookup /usr/share/fonts/truetype/dejavu/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.fontconfig//d589a48862398ed80a3d6066f4f56f4c-le64.cache-8
lookup /usr/share/fonts/truetype/libreoffice ino=183544
lookup /var/cache/fontconfig//da43223dd54fb3bb4243ae19d4b583b2-le64.cache-8 ino=391499
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.cache/fontconfig//da43223dd54fb3bb4243ae19d4b583b2-le64.cache-8
lookup /usr/share/fonts/truetype/libreoffice/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.fontconfig//da43223dd54fb3bb4243ae19d4b583b2-le64.cache-8
lookup /usr/share/fonts/truetype/lyx ino=183546
lookup /var/cache/fontconfig//c57959a16110560c8d0fcea73374aeeb-le64.cache-8 ino=391498
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.cache/fontconfig//c57959a16110560c8d0fcea73374aeeb-le64.cache-8
lookup /usr/share/fonts/truetype/lyx/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.fontconfig//c57959a16110560c8d0fcea73374aeeb-le64.cache-8
lookup /usr/share/fonts/type1/urw-base35 ino=183719
lookup /var/cache/fontconfig//a4e60e8d1e10d2fdff3fe3037a1845fb-le64.cache-8 ino=391519
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.cache/fontconfig//a4e60e8d1e10d2fdff3fe3037a1845fb-le64.cache-8
lookup /usr/share/fonts/type1/urw-base35/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.fontconfig//a4e60e8d1e10d2fdff3fe3037a1845fb-le64.cache-8
lookup /usr/share/fonts/X11/encodings/large ino=183587
lookup /var/cache/fontconfig//6333f38776742d18e214673cd2c24e34-le64.cache-8 ino=391520
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.cache/fontconfig//6333f38776742d18e214673cd2c24e34-le64.cache-8
lookup /usr/share/fonts/X11/encodings/large/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.fontconfig//6333f38776742d18e214673cd2c24e34-le64.cache-8
lookup /var/cache/fontconfig//ccc11626bade5488ba73da92f1142cee-le64.cache-8
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.config/inkscape/fonts/.uuid
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.cache/fontconfig//ccc11626bade5488ba73da92f1142cee-le64.cache-8 ino=393246
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.fontconfig//ccc11626bade5488ba73da92f1142cee-le64.cache-8
lookup /var/cache/fontconfig ino=391494
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.cache/fontconfig ino=393243
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.cache ino=393240
lookup /usr/share/ImageMagick-6/policy.xml
lookup /usr/lib/x86_64-linux-gnu/ImageMagick-6.9.11//config-Q16/policy.xml
lookup /usr/share/doc/imagemagick-6-common/htmlpolicy.xml
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.config/ImageMagick/policy.xml
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.magick/policy.xml
lookup /usr/share/ImageMagick-6/log.xml
lookup /usr/lib/x86_64-linux-gnu/ImageMagick-6.9.11//config-Q16/log.xml
lookup /usr/share/doc/imagemagick-6-common/htmllog.xml
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.config/ImageMagick/log.xml
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.magick/log.xml
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.config/inkscape/filters
lookup /usr/share/inkscape/filters ino=309548
lookup /usr/share/inkscape/extensions ino=308528
lookup /usr/share/inkscape/extensions/jessyink_video.svg ino=309095
lookup /usr/share/inkscape/extensions/TESTING.md ino=308564
lookup /usr/share/inkscape/extensions/color_custom.py ino=308679
lookup /usr/share/inkscape/extensions/perspective.py ino=309227
lookup /usr/share/inkscape/extensions/grid_cartesian.py ino=308829
lookup /usr/share/inkscape/extensions/raster_output_jpg.svg ino=309246
lookup /usr/share/inkscape/extensions/doxygen-main.dox ino=308787
lookup /usr/share/inkscape/extensions/fig_input.py ino=308811
lookup /usr/share/inkscape/extensions/pathscatter.py ino=309221
lookup /usr/share/inkscape/extensions/convert2dashes.py ino=308718
lookup /usr/share/inkscape/extensions/color_darker.py ino=308681
lookup /usr/share/inkscape/extensions/xaml2svg ino=309378
lookup /usr/share/inkscape/extensions/generate_voronoi.py ino=308824
lookup /usr/share/inkscape/extensions/CONTRIBUTING.md ino=308532
lookup /usr/share/inkscape/extensions/color_rgbbarrel.py ino=308715
lookup /usr/share/inkscape/extensions/jessyink_uninstall.py ino=309092
lookup /usr/share/inkscape/extensions/markers_strokepaint.py ino=309111
lookup /usr/share/inkscape/extensions/image_attributes.py ino=308849
lookup /usr/share/inkscape/extensions/color_lesshue.py ino=308689
lookup /usr/share/inkscape/extensions/path_to_absolute.py ino=309216
lookup /usr/share/inkscape/extensions/.pylintrc ino=308531
lookup /usr/share/inkscape/extensions/lindenmayer.py ino=309107
lookup /usr/share/inkscape/extensions/render_gear_rack.py ino=309263
lookup /usr/share/inkscape/extensions/svg_fonts ino=309287
lookup /usr/share/inkscape/extensions/svg_fonts/EMSFelix.svg ino=309290
lookup /usr/share/inkscape/extensions/svg_fonts/EMSReadability.svg ino=309294
lookup /usr/share/inkscape/extensions/svg_fonts/EMSNixishItalic.svg ino=309292
lookup /usr/share/inkscape/extensions/svg_fonts/HersheySansMed.svg ino=309299
lookup /usr/share/inkscape/extensions/svg_fonts/EMSReadabilityItalic.svg ino=309295
lookup /usr/share/inkscape/extensions/svg_fonts/HersheySerifBoldItalic.svg ino=309303
lookup /usr/share/inkscape/extensions/svg_fonts/OFL.txt ino=309306
lookup /usr/share/inkscape/extensions/svg_fonts/HersheySerifMed.svg ino=309304
lookup /usr/share/inkscape/extensions/svg_fonts/HersheyGothEnglish.svg ino=309297
lookup /usr/share/inkscape/extensions/svg_fonts/EMSNixish.svg ino=309291
lookup /usr/share/inkscape/extensions/svg_fonts/EMSOsmotron.svg ino=309293
lookup /usr/share/inkscape/extensions/svg_fonts/HersheyScript1.svg ino=309300
lookup /usr/share/inkscape/extensions/svg_fonts/HersheySerifBold.svg ino=309302
lookup /usr/share/inkscape/extensions/svg_fonts/EMSAllure.svg ino=309288
lookup /usr/share/inkscape/extensions/svg_fonts/EMSElfin.svg ino=309289
lookup /usr/share/inkscape/extensions/svg_fonts/HersheySerifMedItalic.svg ino=309305
lookup /usr/share/inkscape/extensions/svg_fonts/EMSTech.svg ino=309296
lookup /usr/share/inkscape/extensions/svg_fonts/HersheyScriptMed.svg ino=309301
lookup /usr/share/inkscape/extensions/svg_fonts/HersheySans1.svg ino=309298
lookup /usr/share/inkscape/extensions/printing_marks.py ino=309240
lookup /usr/share/inkscape/extensions/svgfont2layers.py ino=309310
lookup /usr/share/inkscape/extensions/layer2png.py ino=309101
lookup /usr/share/inkscape/extensions/spirograph.py ino=309280
lookup /usr/share/inkscape/extensions/color_desaturate.py ino=308683
lookup /usr/share/inkscape/extensions/replace_font.py ino=309267
lookup /usr/share/inkscape/extensions/jessyInk.js ino=309070
lookup /usr/share/inkscape/extensions/color_removered.py ino=308711
lookup /usr/share/inkscape/extensions/interp.py ino=309067
lookup /usr/share/inkscape/extensions/webslicer_export.py ino=309373
lookup /usr/share/inkscape/extensions/text_titlecase.py ino=309346
lookup /usr/share/inkscape/extensions/template.py ino=309317
lookup /usr/share/inkscape/extensions/image_embed.py ino=308851
lookup /usr/share/inkscape/extensions/jessyink_export.py ino=309078
lookup /usr/share/inkscape/extensions/ungroup_deep.py ino=309357
lookup /usr/share/inkscape/extensions/pixelsnap.py ino=309229
lookup /usr/share/inkscape/extensions/synfig_fileformat.py ino=309311
lookup /usr/share/inkscape/extensions/render_barcode.py ino=309257
lookup /usr/share/inkscape/extensions/grid_isometric.py ino=308831
lookup /usr/share/inkscape/extensions/inkscape_follow_link.py ino=309063
lookup /usr/share/inkscape/extensions/jessyink_video.py ino=309094
lookup /usr/share/inkscape/extensions/jessyink_master_slide.py ino=309084
lookup /usr/share/inkscape/extensions/plotter.py ino=309231
lookup /usr/share/inkscape/extensions/color_grayscale.py ino=308685
lookup /usr/share/inkscape/extensions/__pycache__ ino=309388
lookup /usr/share/inkscape/extensions/__pycache__/measure.cpython-311.pyc ino=309470
lookup /usr/share/inkscape/extensions/__pycache__/media_zip.cpython-311.pyc ino=309471
lookup /usr/share/inkscape/extensions/__pycache__/color_custom.cpython-311.pyc ino=309392
lookup /usr/share/inkscape/extensions/__pycache__/setup_typography_canvas.cpython-311.pyc ino=309513
lookup /usr/share/inkscape/extensions/__pycache__/jessyink_autotexts.cpython-311.pyc ino=309451
lookup /usr/share/inkscape/extensions/__pycache__/path_mesh_m2p.cpython-311.pyc ino=309480
lookup /usr/share/inkscape/extensions/__pycache__/web_set_att.cpython-311.pyc ino=309540
lookup /usr/share/inkscape/extensions/__pycache__/color_grayscale.cpython-311.pyc ino=309395
lookup /usr/share/inkscape/extensions/__pycache__/straightseg.cpython-311.pyc ino=309515
lookup /usr/share/inkscape/extensions/__pycache__/raster_output_png.cpython-311.pyc ino=309498
lookup /usr/share/inkscape/extensions/__pycache__/text_flipcase.cpython-311.pyc ino=309527
lookup /usr/share/inkscape/extensions/__pycache__/path_number_nodes.cpython-311.pyc ino=309482
lookup /usr/share/inkscape/extensions/__pycache__/perspective.cpython-311.pyc ino=309489
lookup /usr/share/inkscape/extensions/__pycache__/text_merge.cpython-311.pyc ino=309529
lookup /usr/share/inkscape/extensions/__pycache__/raster_output_jpg.cpython-311.pyc ino=309497
lookup /usr/share/inkscape/extensions/__pycache__/svgcalendar.cpython-311.pyc ino=309516
lookup /usr/share/inkscape/extensions/__pycache__/restack.cpython-311.pyc ino=309509
lookup /usr/share/inkscape/extensions/__pycache__/inkwebeffect.cpython-311.pyc ino=309448
lookup /usr/share/inkscape/extensions/__pycache__/render_gear_rack.cpython-311.pyc ino=309506
lookup /usr/share/inkscape/extensions/__pycache__/nicechart.cpython-311.pyc ino=309476
lookup /usr/share/inkscape/extensions/__pycache__/color_lesshue.cpython-311.pyc ino=309397
lookup /usr/share/inkscape/extensions/__pycache__/color_removeblue.cpython-311.pyc ino=309406
lookup /usr/share/inkscape/extensions/__pycache__/voronoi2svg.cpython-311.pyc ino=309538
lookup /usr/share/inkscape/extensions/__pycache__/layers2svgfont.cpython-311.pyc ino=309465
lookup /usr/share/inkscape/extensions/__pycache__/text_titlecase.cpython-311.pyc ino=309533
lookup /usr/share/inkscape/extensions/__pycache__/perfectboundcover.cpython-311.pyc ino=309488
lookup /usr/share/inkscape/extensions/__pycache__/webslicer_create_rect.cpython-311.pyc ino=309543
lookup /usr/share/inkscape/extensions/__pycache__/color_moresaturation.cpython-311.pyc ino=309403
lookup /usr/share/inkscape/extensions/__pycache__/guillotine.cpython-311.pyc ino=309436
lookup /usr/share/inkscape/extensions/__pycache__/jessyink_effects.cpython-311.pyc ino=309452
lookup /usr/share/inkscape/extensions/__pycache__/jessyink_video.cpython-311.pyc ino=309461
lookup /usr/share/inkscape/extensions/__pycache__/dxf_input.cpython-311.pyc ino=309419
lookup /usr/share/inkscape/extensions/__pycache__/jessyink_view.cpython-311.pyc ino=309462
lookup /usr/share/inkscape/extensions/__pycache__/color_list.cpython-311.pyc ino=309400
lookup /usr/share/inkscape/extensions/__pycache__/color_morelight.cpython-311.pyc ino=309402
lookup /usr/share/inkscape/extensions/__pycache__/rubberstretch.cpython-311.pyc ino=309511
lookup /usr/share/inkscape/extensions/__pycache__/extrude.cpython-311.pyc ino=309423
lookup /usr/share/inkscape/extensions/__pycache__/jitternodes.cpython-311.pyc ino=309463
lookup /usr/share/inkscape/extensions/__pycache__/dxf_outlines.cpython-311.pyc ino=309420
lookup /usr/share/inkscape/extensions/__pycache__/draw_from_triangle.cpython-311.pyc ino=309417
lookup /usr/share/inkscape/extensions/__pycache__/path_mesh_p2m.cpython-311.pyc ino=309481
lookup /usr/share/inkscape/extensions/__pycache__/text_lowercase.cpython-311.pyc ino=309528
lookup /usr/share/inkscape/extensions/__pycache__/inkscape_follow_link.cpython-311.pyc ino=309447
lookup /usr/share/inkscape/extensions/__pycache__/jessyink_mouse_handler.cpython-311.pyc ino=309457
lookup /usr/share/inkscape/extensions/__pycache__/hershey.cpython-311.pyc ino=309438
lookup /usr/share/inkscape/extensions/__pycache__/hpgl_input.cpython-311.pyc ino=309441
lookup /usr/share/inkscape/extensions/__pycache__/path_envelope.cpython-311.pyc ino=309479
lookup /usr/share/inkscape/extensions/__pycache__/ps_input.cpython-311.pyc ino=309496
lookup /usr/share/inkscape/extensions/__pycache__/hpgl_output.cpython-311.pyc ino=309442
lookup /usr/share/inkscape/extensions/__pycache__/webslicer_export.cpython-311.pyc ino=309545
lookup /usr/share/inkscape/extensions/__pycache__/interp_att_g.cpython-311.pyc ino=309450
lookup /usr/share/inkscape/extensions/__pycache__/color_lesssaturation.cpython-311.pyc ino=309399
lookup /usr/share/inkscape/extensions/__pycache__/hpgl_encoder.cpython-311.pyc ino=309440
lookup /usr/share/inkscape/extensions/__pycache__/hpgl_decoder.cpython-311.pyc ino=309439
lookup /usr/share/inkscape/extensions/__pycache__/grid_polar.cpython-311.pyc ino=309434
lookup /usr/share/inkscape/extensions/__pycache__/addnodes.cpython-311.pyc ino=309389
lookup /usr/share/inkscape/extensions/__pycache__/render_alphabetsoup_config.cpython-311.pyc ino=309502
lookup /usr/share/inkscape/extensions/__pycache__/pathalongpath.cpython-311.pyc ino=309484
lookup /usr/share/inkscape/extensions/__pycache__/dpiswitcher.cpython-311.pyc ino=309416
lookup /usr/share/inkscape/extensions/__pycache__/lindenmayer.cpython-311.pyc ino=309467
lookup /usr/share/inkscape/extensions/__pycache__/webslicer_effect.cpython-311.pyc ino=309544
lookup /usr/share/inkscape/extensions/__pycache__/pdflatex.cpython-311.pyc ino=309487
lookup /usr/share/inkscape/extensions/__pycache__/handles.cpython-311.pyc ino=309437
lookup /usr/share/inkscape/extensions/__pycache__/ink2canvas.cpython-311.pyc ino=309446
lookup /usr/share/inkscape/extensions/__pycache__/path_to_absolute.cpython-311.pyc ino=309483
lookup /usr/share/inkscape/extensions/__pycache__/color_lesslight.cpython-311.pyc ino=309398
lookup /usr/share/inkscape/extensions/__pycache__/color_morehue.cpython-311.pyc ino=309401
lookup /usr/share/inkscape/extensions/__pycache__/printing_marks.cpython-311.pyc ino=309495
lookup /usr/share/inkscape/extensions/__pycache__/new_glyph_layer.cpython-311.pyc ino=309474
lookup /usr/share/inkscape/extensions/__pycache__/edge3d.cpython-311.pyc ino=309421
lookup /usr/share/inkscape/extensions/__pycache__/jessyink_summary.cpython-311.pyc ino=309458
lookup /usr/share/inkscape/extensions/__pycache__/render_gears.cpython-311.pyc ino=309507
lookup /usr/share/inkscape/extensions/__pycache__/raster_output_webp.cpython-311.pyc ino=309500
lookup /usr/share/inkscape/extensions/__pycache__/color_desaturate.cpython-311.pyc ino=309394
lookup /usr/share/inkscape/extensions/__pycache__/scribus_export_pdf.cpython-311.pyc ino=309512
lookup /usr/share/inkscape/extensions/__pycache__/template_dvd_cover.cpython-311.pyc ino=309523
lookup /usr/share/inkscape/extensions/__pycache__/dxf12_outlines.cpython-311.pyc ino=309418
lookup /usr/share/inkscape/extensions/__pycache__/layer2png.cpython-311.pyc ino=309464
lookup /usr/share/inkscape/extensions/__pycache__/param_curves.cpython-311.pyc ino=309478
lookup /usr/share/inkscape/extensions/__pycache__/pathscatter.cpython-311.pyc ino=309486
lookup /usr/share/inkscape/extensions/__pycache__/jessyink_export.cpython-311.pyc ino=309453
lookup /usr/share/inkscape/extensions/__pycache__/guides_creator.cpython-311.pyc ino=309435
lookup /usr/share/inkscape/extensions/__pycache__/color_rgbbarrel.cpython-311.pyc ino=309410
lookup /usr/share/inkscape/extensions/__pycache__/pixelsnap.cpython-311.pyc ino=309490
lookup /usr/share/inkscape/extensions/__pycache__/fractalize.cpython-311.pyc ino=309427
lookup /usr/share/inkscape/extensions/__pycache__/lorem_ipsum.cpython-311.pyc ino=309468
lookup /usr/share/inkscape/extensions/__pycache__/frame.cpython-311.pyc ino=309428
lookup /usr/share/inkscape/extensions/__pycache__/prepare_file_save_as.cpython-311.pyc ino=309493
lookup /usr/share/inkscape/extensions/__pycache__/text_randomcase.cpython-311.pyc ino=309530
lookup /usr/share/inkscape/extensions/__pycache__/whirl.cpython-311.pyc ino=309546
lookup /usr/share/inkscape/extensions/__pycache__/next_glyph_layer.cpython-311.pyc ino=309475
lookup /usr/share/inkscape/extensions/__pycache__/grid_cartesian.cpython-311.pyc ino=309432
lookup /usr/share/inkscape/extensions/__pycache__/text_sentencecase.cpython-311.pyc ino=309531
lookup /usr/share/inkscape/extensions/__pycache__/wireframe_sphere.cpython-311.pyc ino=309547
lookup /usr/share/inkscape/extensions/__pycache__/color_randomize.cpython-311.pyc ino=309405
lookup /usr/share/inkscape/extensions/__pycache__/svgfont2layers.cpython-311.pyc ino=309517
lookup /usr/share/inkscape/extensions/__pycache__/foldablebox.cpython-311.pyc ino=309426
lookup /usr/share/inkscape/extensions/__pycache__/synfig_output.cpython-311.pyc ino=309519
lookup /usr/share/inkscape/extensions/__pycache__/text_extract.cpython-311.pyc ino=309526
lookup /usr/share/inkscape/extensions/__pycache__/web_transmit_att.cpython-311.pyc ino=309541
lookup /usr/share/inkscape/extensions/__pycache__/flatten.cpython-311.pyc ino=309425
lookup /usr/share/inkscape/extensions/__pycache__/dhw_input.cpython-311.pyc ino=309412
lookup /usr/share/inkscape/extensions/__pycache__/polyhedron_3d.cpython-311.pyc ino=309492
lookup /usr/share/inkscape/extensions/__pycache__/replace_font.cpython-311.pyc ino=309508
lookup /usr/share/inkscape/extensions/__pycache__/convert2dashes.cpython-311.pyc ino=309411
lookup /usr/share/inkscape/extensions/__pycache__/template.cpython-311.pyc ino=309522
lookup /usr/share/inkscape/extensions/__pycache__/previous_glyph_layer.cpython-311.pyc ino=309494
lookup /usr/share/inkscape/extensions/__pycache__/render_barcode.cpython-311.pyc ino=309503
lookup /usr/share/inkscape/extensions/__pycache__/jessyink_transitions.cpython-311.pyc ino=309459
lookup /usr/share/inkscape/extensions/__pycache__/voronoi.cpython-311.pyc ino=309537
lookup /usr/share/inkscape/extensions/__pycache__/gimp_xcf.cpython-311.pyc ino=309431
lookup /usr/share/inkscape/extensions/__pycache__/triangle.cpython-311.pyc ino=309535
lookup /usr/share/inkscape/extensions/__pycache__/funcplot.cpython-311.pyc ino=309429
lookup /usr/share/inkscape/extensions/__pycache__/spirograph.cpython-311.pyc ino=309514
lookup /usr/share/inkscape/extensions/__pycache__/image_attributes.cpython-311.pyc ino=309443
lookup /usr/share/inkscape/extensions/__pycache__/plotter.cpython-311.pyc ino=309491
lookup /usr/share/inkscape/extensions/__pycache__/rtree.cpython-311.pyc ino=309510
lookup /usr/share/inkscape/extensions/__pycache__/jessyink_key_bindings.cpython-311.pyc ino=309455
lookup /usr/share/inkscape/extensions/__pycache__/text_braille.cpython-311.pyc ino=309525
lookup /usr/share/inkscape/extensions/__pycache__/interp.cpython-311.pyc ino=309449
lookup /usr/share/inkscape/extensions/__pycache__/synfig_fileformat.cpython-311.pyc ino=309518
lookup /usr/share/inkscape/extensions/__pycache__/jessyink_master_slide.cpython-311.pyc ino=309456
lookup /usr/share/inkscape/extensions/__pycache__/dimension.cpython-311.pyc ino=309413
lookup /usr/share/inkscape/extensions/__pycache__/render_barcode_datamatrix.cpython-311.pyc ino=309504
lookup /usr/share/inkscape/extensions/__pycache__/render_alphabetsoup.cpython-311.pyc ino=309501
lookup /usr/share/inkscape/extensions/__pycache__/export_gimp_palette.cpython-311.pyc ino=309422
lookup /usr/share/inkscape/extensions/__pycache__/generate_voronoi.cpython-311.pyc ino=309430
lookup /usr/share/inkscape/extensions/__pycache__/color_negative.cpython-311.pyc ino=309404
lookup /usr/share/inkscape/extensions/__pycache__/output_scour.cpython-311.pyc ino=309477
lookup /usr/share/inkscape/extensions/__pycache__/tar_layers.cpython-311.pyc ino=309521
lookup /usr/share/inkscape/extensions/__pycache__/raster_output_tiff.cpython-311.pyc ino=309499
lookup /usr/share/inkscape/extensions/__pycache__/color_replace.cpython-311.pyc ino=309409
lookup /usr/share/inkscape/extensions/__pycache__/markers_strokepaint.cpython-311.pyc ino=309469
lookup /usr/share/inkscape/extensions/__pycache__/webslicer_create_group.cpython-311.pyc ino=309542
lookup /usr/share/inkscape/extensions/__pycache__/color_brighter.cpython-311.pyc ino=309391
lookup /usr/share/inkscape/extensions/__pycache__/color_removegreen.cpython-311.pyc ino=309407
lookup /usr/share/inkscape/extensions/__pycache__/text_uppercase.cpython-311.pyc ino=309534
lookup /usr/share/inkscape/extensions/__pycache__/web_interactive_mockup.cpython-311.pyc ino=309539
lookup /usr/share/inkscape/extensions/__pycache__/pathmodifier.cpython-311.pyc ino=309485
lookup /usr/share/inkscape/extensions/__pycache__/ungroup_deep.cpython-311.pyc ino=309536
lookup /usr/share/inkscape/extensions/__pycache__/render_barcode_qrcode.cpython-311.pyc ino=309505
lookup /usr/share/inkscape/extensions/__pycache__/text_split.cpython-311.pyc ino=309532
lookup /usr/share/inkscape/extensions/__pycache__/color_hsl_adjust.cpython-311.pyc ino=309396
lookup /usr/share/inkscape/extensions/__pycache__/image_embed.cpython-311.pyc ino=309444
lookup /usr/share/inkscape/extensions/__pycache__/color_removered.cpython-311.pyc ino=309408
lookup /usr/share/inkscape/extensions/__pycache__/color_darker.cpython-311.pyc ino=309393
lookup /usr/share/inkscape/extensions/__pycache__/color_blackandwhite.cpython-311.pyc ino=309390
lookup /usr/share/inkscape/extensions/__pycache__/merge_styles.cpython-311.pyc ino=309472
lookup /usr/share/inkscape/extensions/__pycache__/fig_input.cpython-311.pyc ino=309424
lookup /usr/share/inkscape/extensions/__pycache__/image_extract.cpython-311.pyc ino=309445
lookup /usr/share/inkscape/extensions/__pycache__/jessyink_install.cpython-311.pyc ino=309454
lookup /usr/share/inkscape/extensions/__pycache__/synfig_prepare.cpython-311.pyc ino=309520
lookup /usr/share/inkscape/extensions/__pycache__/jessyink_uninstall.cpython-311.pyc ino=309460
lookup /usr/share/inkscape/extensions/__pycache__/docinfo.cpython-311.pyc ino=309415
lookup /usr/share/inkscape/extensions/__pycache__/doc_ai_convert.cpython-311.pyc ino=309414
lookup /usr/share/inkscape/extensions/__pycache__/template_seamless_pattern.cpython-311.pyc ino=309524
lookup /usr/share/inkscape/extensions/__pycache__/layout_nup.cpython-311.pyc ino=309466
lookup /usr/share/inkscape/extensions/__pycache__/motion.cpython-311.pyc ino=309473
lookup /usr/share/inkscape/extensions/__pycache__/grid_isometric.cpython-311.pyc ino=309433
lookup /usr/share/inkscape/extensions/scribus_export_pdf.py ino=309275
lookup /usr/share/inkscape/extensions/fontfix.conf ino=308816
lookup /usr/share/inkscape/extensions/colors.xml ino=308716
lookup /usr/share/inkscape/extensions/dpiswitcher.py ino=308790
lookup /usr/share/inkscape/extensions/svgcalendar.py ino=309308
lookup /usr/share/inkscape/extensions/ps_input.py ino=309242
lookup /usr/share/inkscape/extensions/pathalongpath.py ino=309218
lookup /usr/share/inkscape/extensions/LICENSE.txt ino=308533
lookup /usr/share/inkscape/extensions/rtree.py ino=309271
lookup /usr/share/inkscape/extensions/barcode ino=308642
lookup /usr/share/inkscape/extensions/barcode/BaseEan.py ino=308644
lookup /usr/share/inkscape/extensions/barcode/Code39Ext.py ino=308648
lookup /usr/share/inkscape/extensions/barcode/Base.py ino=308643
lookup /usr/share/inkscape/extensions/barcode/Code25i.py ino=308646
lookup /usr/share/inkscape/extensions/barcode/__pycache__ ino=308658
lookup /usr/share/inkscape/extensions/barcode/__pycache__/Code39.cpython-311.pyc ino=308663
lookup /usr/share/inkscape/extensions/barcode/__pycache__/BaseEan.cpython-311.pyc ino=308660
lookup /usr/share/inkscape/extensions/barcode/__pycache__/Base.cpython-311.pyc ino=308659
lookup /usr/share/inkscape/extensions/barcode/__pycache__/Code93.cpython-311.pyc ino=308665
lookup /usr/share/inkscape/extensions/barcode/__pycache__/Rm4scc.cpython-311.pyc ino=308670
lookup /usr/share/inkscape/extensions/barcode/__pycache__/__init__.cpython-311.pyc ino=308673
lookup /usr/share/inkscape/extensions/barcode/__pycache__/Code25i.cpython-311.pyc ino=308662
lookup /usr/share/inkscape/extensions/barcode/__pycache__/Ean2.cpython-311.pyc ino=308667
lookup /usr/share/inkscape/extensions/barcode/__pycache__/Ean5.cpython-311.pyc ino=308668
lookup /usr/share/inkscape/extensions/barcode/__pycache__/Upca.cpython-311.pyc ino=308671
lookup /usr/share/inkscape/extensions/barcode/__pycache__/Code39Ext.cpython-311.pyc ino=308664
lookup /usr/share/inkscape/extensions/barcode/__pycache__/Ean8.cpython-311.pyc ino=308669
lookup /usr/share/inkscape/extensions/barcode/__pycache__/Upce.cpython-311.pyc ino=308672
lookup /usr/share/inkscape/extensions/barcode/__pycache__/Ean13.cpython-311.pyc ino=308666
lookup /usr/share/inkscape/extensions/barcode/__pycache__/Code128.cpython-311.pyc ino=308661
lookup /usr/share/inkscape/extensions/barcode/Code128.py ino=308645
lookup /usr/share/inkscape/extensions/barcode/Ean2.py ino=308651
lookup /usr/share/inkscape/extensions/barcode/__init__.py ino=308657
lookup /usr/share/inkscape/extensions/barcode/Upca.py ino=308655
lookup /usr/share/inkscape/extensions/barcode/Ean8.py ino=308653
lookup /usr/share/inkscape/extensions/barcode/Ean5.py ino=308652
lookup /usr/share/inkscape/extensions/barcode/Rm4scc.py ino=308654
lookup /usr/share/inkscape/extensions/barcode/Code39.py ino=308647
lookup /usr/share/inkscape/extensions/barcode/Code93.py ino=308649
lookup /usr/share/inkscape/extensions/barcode/Upce.py ino=308656
lookup /usr/share/inkscape/extensions/barcode/Ean13.py ino=308650
lookup /usr/share/inkscape/extensions/dxf14_style.txt ino=308797
lookup /usr/share/inkscape/extensions/path_mesh_m2p.py ino=309210
lookup /usr/share/inkscape/extensions/flatten.py ino=308813
lookup /usr/share/inkscape/extensions/layout_nup.py ino=309105
lookup /usr/share/inkscape/extensions/web_transmit_att.py ino=309366
lookup /usr/share/inkscape/extensions/lorem_ipsum.py ino=309109
lookup /usr/share/inkscape/extensions/triangle.py ino=309355
lookup /usr/share/inkscape/extensions/addnodes.py ino=308566
lookup /usr/share/inkscape/extensions/inkscape.extension.rng ino=309060
lookup /usr/share/inkscape/extensions/raster_output_webp.py ino=309252
lookup /usr/share/inkscape/extensions/synfig_prepare.py ino=309314
lookup /usr/share/inkscape/extensions/color_list.py ino=308695
lookup /usr/share/inkscape/extensions/poetry.lock ino=309232
lookup /usr/share/inkscape/extensions/inkex ino=308866
lookup /usr/share/inkscape/extensions/inkex/paths.py ino=308956
lookup /usr/share/inkscape/extensions/inkex/ports.py ino=308957
lookup /usr/share/inkscape/extensions/inkex/base.py ino=308868
lookup /usr/share/inkscape/extensions/inkex/command.py ino=308871
lookup /usr/share/inkscape/extensions/inkex/deprecated-simple ino=308883
lookup /usr/share/inkscape/extensions/inkex/deprecated-simple/__pycache__ ino=308893
lookup /usr/share/inkscape/extensions/inkex/deprecated-simple/__pycache__/simplestyle.cpython-311.pyc ino=308900
lookup /usr/share/inkscape/extensions/inkex/deprecated-simple/__pycache__/ffgeom.cpython-311.pyc ino=308897
lookup /usr/share/inkscape/extensions/inkex/deprecated-simple/__pycache__/run_command.cpython-311.pyc ino=308898
lookup /usr/share/inkscape/extensions/inkex/deprecated-simple/__pycache__/cubicsuperpath.cpython-311.pyc ino=308896
lookup /usr/share/inkscape/extensions/inkex/deprecated-simple/__pycache__/bezmisc.cpython-311.pyc ino=308894
lookup /usr/share/inkscape/extensions/inkex/deprecated-simple/__pycache__/simplepath.cpython-311.pyc ino=308899
lookup /usr/share/inkscape/extensions/inkex/deprecated-simple/__pycache__/cspsubdiv.cpython-311.pyc ino=308895
lookup /usr/share/inkscape/extensions/inkex/deprecated-simple/__pycache__/simpletransform.cpython-311.pyc ino=308901
lookup /usr/share/inkscape/extensions/inkex/deprecated-simple/cspsubdiv.py ino=308886
lookup /usr/share/inkscape/extensions/inkex/deprecated-simple/simplestyle.py ino=308891
lookup /usr/share/inkscape/extensions/inkex/deprecated-simple/simplepath.py ino=308890
lookup /usr/share/inkscape/extensions/inkex/deprecated-simple/cubicsuperpath.py ino=308887
lookup /usr/share/inkscape/extensions/inkex/deprecated-simple/run_command.py ino=308889
lookup /usr/share/inkscape/extensions/inkex/deprecated-simple/simpletransform.py ino=308892
lookup /usr/share/inkscape/extensions/inkex/deprecated-simple/bezmisc.py ino=308885
lookup /usr/share/inkscape/extensions/inkex/deprecated-simple/README.rst ino=308884
lookup /usr/share/inkscape/extensions/inkex/deprecated-simple/ffgeom.py ino=308888
lookup /usr/share/inkscape/extensions/inkex/__pycache__ ino=308983
lookup /usr/share/inkscape/extensions/inkex/__pycache__/inx.cpython-311.pyc ino=308991
lookup /usr/share/inkscape/extensions/inkex/__pycache__/base.cpython-311.pyc ino=308985
lookup /usr/share/inkscape/extensions/inkex/__pycache__/utils.cpython-311.pyc ino=309001
lookup /usr/share/inkscape/extensions/inkex/__pycache__/ports.cpython-311.pyc ino=308994
lookup /usr/share/inkscape/extensions/inkex/__pycache__/command.cpython-311.pyc ino=308988
lookup /usr/share/inkscape/extensions/inkex/__pycache__/__init__.cpython-311.pyc ino=308984
lookup /usr/share/inkscape/extensions/inkex/__pycache__/extensions.cpython-311.pyc ino=308990
lookup /usr/share/inkscape/extensions/inkex/__pycache__/paths.cpython-311.pyc ino=308993
lookup /usr/share/inkscape/extensions/inkex/__pycache__/properties.cpython-311.pyc ino=308995
lookup /usr/share/inkscape/extensions/inkex/__pycache__/styles.cpython-311.pyc ino=308996
lookup /usr/share/inkscape/extensions/inkex/__pycache__/css.cpython-311.pyc ino=308989
lookup /usr/share/inkscape/extensions/inkex/__pycache__/localization.cpython-311.pyc ino=308992
lookup /usr/share/inkscape/extensions/inkex/__pycache__/turtle.cpython-311.pyc ino=308998
lookup /usr/share/inkscape/extensions/inkex/__pycache__/units.cpython-311.pyc ino=309000
lookup /usr/share/inkscape/extensions/inkex/__pycache__/colors.cpython-311.pyc ino=308987
lookup /usr/share/inkscape/extensions/inkex/__pycache__/bezier.cpython-311.pyc ino=308986
lookup /usr/share/inkscape/extensions/inkex/__pycache__/tween.cpython-311.pyc ino=308999
lookup /usr/share/inkscape/extensions/inkex/__pycache__/transforms.cpython-311.pyc ino=308997
lookup /usr/share/inkscape/extensions/inkex/tween.py ino=308980
lookup /usr/share/inkscape/extensions/inkex/css.py ino=308872
lookup /usr/share/inkscape/extensions/inkex/utils.py ino=308982
lookup /usr/share/inkscape/extensions/inkex/elements ino=308902
lookup /usr/share/inkscape/extensions/inkex/elements/_meta.py ino=308908
lookup /usr/share/inkscape/extensions/inkex/elements/_svg.py ino=308912
lookup /usr/share/inkscape/extensions/inkex/elements/__pycache__ ino=308916
lookup /usr/share/inkscape/extensions/inkex/elements/__pycache__/_filters.cpython-311.pyc ino=308919
lookup /usr/share/inkscape/extensions/inkex/elements/__pycache__/_base.cpython-311.pyc ino=308918
lookup /usr/share/inkscape/extensions/inkex/elements/__pycache__/_svg.cpython-311.pyc ino=308926
lookup /usr/share/inkscape/extensions/inkex/elements/__pycache__/_text.cpython-311.pyc ino=308927
lookup /usr/share/inkscape/extensions/inkex/elements/__pycache__/_meta.cpython-311.pyc ino=308922
lookup /usr/share/inkscape/extensions/inkex/elements/__pycache__/__init__.cpython-311.pyc ino=308917
lookup /usr/share/inkscape/extensions/inkex/elements/__pycache__/_utils.cpython-311.pyc ino=308929
lookup /usr/share/inkscape/extensions/inkex/elements/__pycache__/_polygons.cpython-311.pyc ino=308924
lookup /usr/share/inkscape/extensions/inkex/elements/__pycache__/_parser.cpython-311.pyc ino=308923
lookup /usr/share/inkscape/extensions/inkex/elements/__pycache__/_selected.cpython-311.pyc ino=308925
lookup /usr/share/inkscape/extensions/inkex/elements/__pycache__/_groups.cpython-311.pyc ino=308920
lookup /usr/share/inkscape/extensions/inkex/elements/__pycache__/_use.cpython-311.pyc ino=308928
lookup /usr/share/inkscape/extensions/inkex/elements/__pycache__/_image.cpython-311.pyc ino=308921
lookup /usr/share/inkscape/extensions/inkex/elements/_selected.py ino=308911
lookup /usr/share/inkscape/extensions/inkex/elements/_use.py ino=308914
lookup /usr/share/inkscape/extensions/inkex/elements/_utils.py ino=308915
lookup /usr/share/inkscape/extensions/inkex/elements/_image.py ino=308907
lookup /usr/share/inkscape/extensions/inkex/elements/_text.py ino=308913
lookup /usr/share/inkscape/extensions/inkex/elements/__init__.py ino=308903
lookup /usr/share/inkscape/extensions/inkex/elements/_base.py ino=308904
lookup /usr/share/inkscape/extensions/inkex/elements/_parser.py ino=308909
lookup /usr/share/inkscape/extensions/inkex/elements/_groups.py ino=308906
lookup /usr/share/inkscape/extensions/inkex/elements/_polygons.py ino=308910
lookup /usr/share/inkscape/extensions/inkex/elements/_filters.py ino=308905
lookup /usr/share/inkscape/extensions/inkex/gui ino=308931
lookup /usr/share/inkscape/extensions/inkex/gui/app.py ino=308934
lookup /usr/share/inkscape/extensions/inkex/gui/listview.py ino=308936
lookup /usr/share/inkscape/extensions/inkex/gui/__pycache__ ino=308940
lookup /usr/share/inkscape/extensions/inkex/gui/__pycache__/asyncme.cpython-311.pyc ino=308943
lookup /usr/share/inkscape/extensions/inkex/gui/__pycache__/__init__.cpython-311.pyc ino=308941
lookup /usr/share/inkscape/extensions/inkex/gui/__pycache__/tester.cpython-311.pyc ino=308946
lookup /usr/share/inkscape/extensions/inkex/gui/__pycache__/app.cpython-311.pyc ino=308942
lookup /usr/share/inkscape/extensions/inkex/gui/__pycache__/listview.cpython-311.pyc ino=308944
lookup /usr/share/inkscape/extensions/inkex/gui/__pycache__/window.cpython-311.pyc ino=308947
lookup /usr/share/inkscape/extensions/inkex/gui/__pycache__/pixmap.cpython-311.pyc ino=308945
lookup /usr/share/inkscape/extensions/inkex/gui/pixmap.py ino=308937
lookup /usr/share/inkscape/extensions/inkex/gui/window.py ino=308939
lookup /usr/share/inkscape/extensions/inkex/gui/__init__.py ino=308933
lookup /usr/share/inkscape/extensions/inkex/gui/asyncme.py ino=308935
lookup /usr/share/inkscape/extensions/inkex/gui/README.md ino=308932
lookup /usr/share/inkscape/extensions/inkex/gui/tester.py ino=308938
lookup /usr/share/inkscape/extensions/inkex/colors.py ino=308870
lookup /usr/share/inkscape/extensions/inkex/transforms.py ino=308978
lookup /usr/share/inkscape/extensions/inkex/localization.py ino=308955
lookup /usr/share/inkscape/extensions/inkex/tester ino=308960
lookup /usr/share/inkscape/extensions/inkex/tester/mock.py ino=308965
lookup /usr/share/inkscape/extensions/inkex/tester/svg.py ino=308966
lookup /usr/share/inkscape/extensions/inkex/tester/__pycache__ ino=308969
lookup /usr/share/inkscape/extensions/inkex/tester/__pycache__/inx.cpython-311.pyc ino=308973
lookup /usr/share/inkscape/extensions/inkex/tester/__pycache__/mock.cpython-311.pyc ino=308974
lookup /usr/share/inkscape/extensions/inkex/tester/__pycache__/word.cpython-311.pyc ino=308976
lookup /usr/share/inkscape/extensions/inkex/tester/__pycache__/decorators.cpython-311.pyc ino=308971
lookup /usr/share/inkscape/extensions/inkex/tester/__pycache__/__init__.cpython-311.pyc ino=308970
lookup /usr/share/inkscape/extensions/inkex/tester/__pycache__/xmldiff.cpython-311.pyc ino=308977
lookup /usr/share/inkscape/extensions/inkex/tester/__pycache__/filters.cpython-311.pyc ino=308972
lookup /usr/share/inkscape/extensions/inkex/tester/__pycache__/svg.cpython-311.pyc ino=308975
lookup /usr/share/inkscape/extensions/inkex/tester/xmldiff.py ino=308968
lookup /usr/share/inkscape/extensions/inkex/tester/__init__.py ino=308961
lookup /usr/share/inkscape/extensions/inkex/tester/word.py ino=308967
lookup /usr/share/inkscape/extensions/inkex/tester/filters.py ino=308963
lookup /usr/share/inkscape/extensions/inkex/tester/decorators.py ino=308962
lookup /usr/share/inkscape/extensions/inkex/tester/inx.py ino=308964
lookup /usr/share/inkscape/extensions/inkex/properties.py ino=308958
lookup /usr/share/inkscape/extensions/inkex/__init__.py ino=308867
lookup /usr/share/inkscape/extensions/inkex/bezier.py ino=308869
lookup /usr/share/inkscape/extensions/inkex/styles.py ino=308959
lookup /usr/share/inkscape/extensions/inkex/turtle.py ino=308979
lookup /usr/share/inkscape/extensions/inkex/interfaces ino=308948
lookup /usr/share/inkscape/extensions/inkex/interfaces/__pycache__ ino=308951
lookup /usr/share/inkscape/extensions/inkex/interfaces/__pycache__/IElement.cpython-311.pyc ino=308952
lookup /usr/share/inkscape/extensions/inkex/interfaces/__pycache__/__init__.cpython-311.pyc ino=308953
lookup /usr/share/inkscape/extensions/inkex/interfaces/__init__.py ino=308950
lookup /usr/share/inkscape/extensions/inkex/interfaces/IElement.py ino=308949
lookup /usr/share/inkscape/extensions/inkex/units.py ino=308981
lookup /usr/share/inkscape/extensions/inkex/deprecated ino=308873
lookup /usr/share/inkscape/extensions/inkex/deprecated/deprecatedeffect.py ino=308875
lookup /usr/share/inkscape/extensions/inkex/deprecated/__pycache__ ino=308878
lookup /usr/share/inkscape/extensions/inkex/deprecated/__pycache__/__init__.cpython-311.pyc ino=308879
lookup /usr/share/inkscape/extensions/inkex/deprecated/__pycache__/deprecatedeffect.cpython-311.pyc ino=308880
lookup /usr/share/inkscape/extensions/inkex/deprecated/__pycache__/main.cpython-311.pyc ino=308881
lookup /usr/share/inkscape/extensions/inkex/deprecated/__pycache__/meta.cpython-311.pyc ino=308882
lookup /usr/share/inkscape/extensions/inkex/deprecated/__init__.py ino=308874
lookup /usr/share/inkscape/extensions/inkex/deprecated/main.py ino=308876
lookup /usr/share/inkscape/extensions/inkex/deprecated/meta.py ino=308877
lookup /usr/share/inkscape/extensions/inkex/extensions.py ino=308930
lookup /usr/share/inkscape/extensions/inkex/inx.py ino=308954
lookup /usr/share/inkscape/extensions/raster_output_png.py ino=309248
lookup /usr/share/inkscape/extensions/jitternodes.py ino=309099
lookup /usr/share/inkscape/extensions/merge_styles.py ino=309117
lookup /usr/share/inkscape/extensions/jessyink_transitions.py ino=309090
lookup /usr/share/inkscape/extensions/jessyink_view.py ino=309097
lookup /usr/share/inkscape/extensions/jessyink_autotexts.py ino=309074
lookup /usr/share/inkscape/extensions/color_blackandwhite.py ino=308675
lookup /usr/share/inkscape/extensions/straightseg.py ino=309282
lookup /usr/share/inkscape/extensions/hpgl_encoder.py ino=308843
lookup /usr/share/inkscape/extensions/fractalize.py ino=308818
lookup /usr/share/inkscape/extensions/whirl.py ino=309375
lookup /usr/share/inkscape/extensions/webslicer_effect.py ino=309371
lookup /usr/share/inkscape/extensions/extrude.py ino=308809
lookup /usr/share/inkscape/extensions/seamless_pattern.svg ino=309276
lookup /usr/share/inkscape/extensions/jessyInk_core_mouseHandler_zoomControl.js ino=309072
lookup /usr/share/inkscape/extensions/pathmodifier.py ino=309219
lookup /usr/share/inkscape/extensions/inkman ino=309002
lookup /usr/share/inkscape/extensions/inkman/inkman ino=309003
lookup /usr/share/inkscape/extensions/inkman/inkman/__pycache__ ino=309058
lookup /usr/share/inkscape/extensions/inkman/inkman/__pycache__/manage_extensions.cpython-311.pyc ino=309059
lookup /usr/share/inkscape/extensions/inkman/inkman/manage_extensions.py ino=309056
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman ino=309005
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/target.py ino=309042
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/__pycache__ ino=309045
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/__pycache__/target.cpython-311.pyc ino=309052
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/__pycache__/backfoot.cpython-311.pyc ino=309048
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/__pycache__/utils.cpython-311.pyc ino=309054
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/__pycache__/__init__.cpython-311.pyc ino=309046
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/__pycache__/targets.cpython-311.pyc ino=309053
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/__pycache__/factory.cpython-311.pyc ino=309049
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/__pycache__/archive.cpython-311.pyc ino=309047
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/__pycache__/remote.cpython-311.pyc ino=309051
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/__pycache__/package.cpython-311.pyc ino=309050
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/package.py ino=309040
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/utils.py ino=309044
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/gui ino=309032
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/gui/info.py ino=309034
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/gui/__pycache__ ino=309036
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/gui/__pycache__/__init__.cpython-311.pyc ino=309037
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/gui/__pycache__/info.cpython-311.pyc ino=309038
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/gui/__pycache__/main.cpython-311.pyc ino=309039
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/gui/__init__.py ino=309033
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/gui/main.py ino=309035
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/factory.py ino=309031
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/remote.py ino=309041
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/archive.py ino=309007
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/__init__.py ino=309006
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/data ino=309009
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/data/pixmaps ino=309014
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/data/pixmaps/__pycache__ ino=309027
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/data/pixmaps/__pycache__/__init__.cpython-311.pyc ino=309028
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/data/pixmaps/star-some.svg ino=309026
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/data/pixmaps/docs.png ino=309019
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/data/pixmaps/__init__.py ino=309015
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/data/pixmaps/star-none.svg ino=309025
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/data/pixmaps/orphan_icon.svg ino=309023
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/data/pixmaps/module_icon.svg ino=309021
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/data/pixmaps/not-found.png ino=309022
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/data/pixmaps/default_icon.svg ino=309018
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/data/pixmaps/icon.svg ino=309020
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/data/pixmaps/core_icon.svg ino=309016
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/data/pixmaps/default.svg ino=309017
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/data/pixmaps/star-lots.svg ino=309024
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/data/__pycache__ ino=309029
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/data/__pycache__/__init__.cpython-311.pyc ino=309030
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/data/__init__.py ino=309010
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/data/package.json ino=309013
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/data/info.ui ino=309012
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/data/gui.ui ino=309011
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/targets.py ino=309043
lookup /usr/share/inkscape/extensions/inkman/inkman/inkman/backfoot.py ino=309008
lookup /usr/share/inkscape/extensions/inkman/inkman/.git ino=309004
lookup /usr/share/inkscape/extensions/inkman/inkman/pyproject.toml ino=309057
lookup /usr/share/inkscape/extensions/color_morehue.py ino=308697
lookup /usr/share/inkscape/extensions/new_glyph_layer.py ino=309121
lookup /usr/share/inkscape/extensions/inkscape.extension.schema ino=309061
lookup /usr/share/inkscape/extensions/path_number_nodes.py ino=309214
lookup /usr/share/inkscape/extensions/other ino=309126
lookup /usr/share/inkscape/extensions/other/gcodetools ino=309179
lookup /usr/share/inkscape/extensions/other/gcodetools/TESTING.md ino=309185
lookup /usr/share/inkscape/extensions/other/gcodetools/.pylintrc ino=309181
lookup /usr/share/inkscape/extensions/other/gcodetools/__pycache__ ino=309200
lookup /usr/share/inkscape/extensions/other/gcodetools/__pycache__/gcodetools.cpython-311.pyc ino=309201
lookup /usr/share/inkscape/extensions/other/gcodetools/LICENSE.txt ino=309182
lookup /usr/share/inkscape/extensions/other/gcodetools/gcodetools.py ino=309186
lookup /usr/share/inkscape/extensions/other/gcodetools/genpofiles.sh ino=309197
lookup /usr/share/inkscape/extensions/other/gcodetools/MANIFEST.in ino=309183
lookup /usr/share/inkscape/extensions/other/gcodetools/.darglint ino=309180
lookup /usr/share/inkscape/extensions/other/gcodetools/setup.cfg ino=309198
lookup /usr/share/inkscape/extensions/other/gcodetools/README.md ino=309184
lookup /usr/share/inkscape/extensions/other/gcodetools/tox.ini ino=309199
lookup /usr/share/inkscape/extensions/other/clipart ino=309127
lookup /usr/share/inkscape/extensions/other/clipart/import_web_image_cli.py ino=309136
lookup /usr/share/inkscape/extensions/other/clipart/import_web_image.svg ino=309134
lookup /usr/share/inkscape/extensions/other/clipart/sources ino=309158
lookup /usr/share/inkscape/extensions/other/clipart/sources/inkscape-web.svg ino=309162
lookup /usr/share/inkscape/extensions/other/clipart/sources/__pycache__ ino=309169
lookup /usr/share/inkscape/extensions/other/clipart/sources/__pycache__/bioicons.cpython-311.pyc ino=309170
lookup /usr/share/inkscape/extensions/other/clipart/sources/__pycache__/wikimedia.cpython-311.pyc ino=309174
lookup /usr/share/inkscape/extensions/other/clipart/sources/__pycache__/ocal.cpython-311.pyc ino=309172
lookup /usr/share/inkscape/extensions/other/clipart/sources/__pycache__/reactome.cpython-311.pyc ino=309173
lookup /usr/share/inkscape/extensions/other/clipart/sources/__pycache__/inkscape-web.cpython-311.pyc ino=309171
lookup /usr/share/inkscape/extensions/other/clipart/sources/reactome.py ino=309165
lookup /usr/share/inkscape/extensions/other/clipart/sources/reactome.svg ino=309166
lookup /usr/share/inkscape/extensions/other/clipart/sources/inkscape-web.py ino=309161
lookup /usr/share/inkscape/extensions/other/clipart/sources/ocal.py ino=309163
lookup /usr/share/inkscape/extensions/other/clipart/sources/wikimedia.py ino=309167
lookup /usr/share/inkscape/extensions/other/clipart/sources/wikimedia.svg ino=309168
lookup /usr/share/inkscape/extensions/other/clipart/sources/bioicons.svg ino=309160
lookup /usr/share/inkscape/extensions/other/clipart/sources/bioicons.py ino=309159
lookup /usr/share/inkscape/extensions/other/clipart/sources/ocal.svg ino=309164
lookup /usr/share/inkscape/extensions/other/clipart/__pycache__ ino=309175
lookup /usr/share/inkscape/extensions/other/clipart/__pycache__/import_sources.cpython-311.pyc ino=309176
lookup /usr/share/inkscape/extensions/other/clipart/__pycache__/import_web_image.cpython-311.pyc ino=309177
lookup /usr/share/inkscape/extensions/other/clipart/__pycache__/import_web_image_cli.cpython-311.pyc ino=309178
lookup /usr/share/inkscape/extensions/other/clipart/LICENSE.txt ino=309128
lookup /usr/share/inkscape/extensions/other/clipart/import_web_image.ui ino=309135
lookup /usr/share/inkscape/extensions/other/clipart/MANIFEST.in ino=309129
lookup /usr/share/inkscape/extensions/other/clipart/import_sources.py ino=309131
lookup /usr/share/inkscape/extensions/other/clipart/pyproject.toml ino=309157
lookup /usr/share/inkscape/extensions/other/clipart/README.md ino=309130
lookup /usr/share/inkscape/extensions/other/clipart/import_web_image.py ino=309133
lookup /usr/share/inkscape/extensions/other/clipart/licenses ino=309137
lookup /usr/share/inkscape/extensions/other/clipart/licenses/cc-by-sa.svg ino=309144
lookup /usr/share/inkscape/extensions/other/clipart/licenses/cc-by.svg ino=309145
lookup /usr/share/inkscape/extensions/other/clipart/licenses/mit.svg ino=309148
lookup /usr/share/inkscape/extensions/other/clipart/licenses/perm-nc.svg ino=309150
lookup /usr/share/inkscape/extensions/other/clipart/licenses/perm-sa.svg ino=309155
lookup /usr/share/inkscape/extensions/other/clipart/licenses/unknown.svg ino=309156
lookup /usr/share/inkscape/extensions/other/clipart/licenses/bsd.svg ino=309139
lookup /usr/share/inkscape/extensions/other/clipart/licenses/cc-by-nc-sa.svg ino=309140
lookup /usr/share/inkscape/extensions/other/clipart/licenses/perm-pd.svg ino=309154
lookup /usr/share/inkscape/extensions/other/clipart/licenses/asl.svg ino=309138
lookup /usr/share/inkscape/extensions/other/clipart/licenses/perm-ne.svg ino=309152
lookup /usr/share/inkscape/extensions/other/clipart/licenses/cc-by-sa.png ino=309143
lookup /usr/share/inkscape/extensions/other/clipart/licenses/gpl.svg ino=309147
lookup /usr/share/inkscape/extensions/other/clipart/licenses/perm-notice.svg ino=309153
lookup /usr/share/inkscape/extensions/other/clipart/licenses/perm-nd.svg ino=309151
lookup /usr/share/inkscape/extensions/other/clipart/licenses/perm-by.svg ino=309149
lookup /usr/share/inkscape/extensions/other/clipart/licenses/cc-by-nd.svg ino=309142
lookup /usr/share/inkscape/extensions/other/clipart/licenses/cc0.svg ino=309146
lookup /usr/share/inkscape/extensions/other/clipart/licenses/cc-by-nc.svg ino=309141
lookup /usr/share/inkscape/extensions/previous_glyph_layer.py ino=309238
lookup /usr/share/inkscape/extensions/dxf12_outlines.py ino=308794
lookup /usr/share/inkscape/extensions/render_barcode_datamatrix.py ino=309259
lookup /usr/share/inkscape/extensions/render_barcode_qrcode.py ino=309261
lookup /usr/share/inkscape/extensions/dxf14_footer.txt ino=308795
lookup /usr/share/inkscape/extensions/media_zip.py ino=309115
lookup /usr/share/inkscape/extensions/wireframe_sphere.py ino=309377
lookup /usr/share/inkscape/extensions/output_scour.py ino=309203
lookup /usr/share/inkscape/extensions/restack.py ino=309269
lookup /usr/share/inkscape/extensions/dxf_outlines.py ino=308802
lookup /usr/share/inkscape/extensions/layers2svgfont.py ino=309103
lookup /usr/share/inkscape/extensions/dxf14_header.txt ino=308796
lookup /usr/share/inkscape/extensions/text_extract.py ino=309332
lookup /usr/share/inkscape/extensions/gimp_xcf.py ino=308827
lookup /usr/share/inkscape/extensions/handles.py ino=308839
lookup /usr/share/inkscape/extensions/interp_att_g.py ino=309069
lookup /usr/share/inkscape/extensions/dxf_input_text_scale_factor.svg ino=308800
lookup /usr/share/inkscape/extensions/genpofiles.sh ino=308825
lookup /usr/share/inkscape/extensions/webslicer_create_rect.py ino=309370
lookup /usr/share/inkscape/extensions/MANIFEST.in ino=308534
lookup /usr/share/inkscape/extensions/nicechart.py ino=309125
lookup /usr/share/inkscape/extensions/setup_typography_canvas.py ino=309278
lookup /usr/share/inkscape/extensions/prepare_file_save_as.py ino=309236
lookup /usr/share/inkscape/extensions/path_mesh_p2m.py ino=309212
lookup /usr/share/inkscape/extensions/text_randomcase.py ino=309340
lookup /usr/share/inkscape/extensions/text_lowercase.py ino=309336
lookup /usr/share/inkscape/extensions/guillotine.py ino=308837
lookup /usr/share/inkscape/extensions/Poly3DObjects ino=308535
lookup /usr/share/inkscape/extensions/Poly3DObjects/snub_cube.obj ino=308554
lookup /usr/share/inkscape/extensions/Poly3DObjects/trunc_tet.obj ino=308562
lookup /usr/share/inkscape/extensions/Poly3DObjects/trunc_dodec.obj ino=308559
lookup /usr/share/inkscape/extensions/Poly3DObjects/small_triam_icos.obj ino=308553
lookup /usr/share/inkscape/extensions/Poly3DObjects/rhomb_dodec.obj ino=308549
lookup /usr/share/inkscape/extensions/Poly3DObjects/cuboct.obj ino=308537
lookup /usr/share/inkscape/extensions/Poly3DObjects/great_rhombicosidodec.obj ino=308540
lookup /usr/share/inkscape/extensions/Poly3DObjects/tet.obj ino=308557
lookup /usr/share/inkscape/extensions/Poly3DObjects/great_stel_dodec.obj ino=308542
lookup /usr/share/inkscape/extensions/Poly3DObjects/trunc_icos.obj ino=308560
lookup /usr/share/inkscape/extensions/Poly3DObjects/snub_dodec.obj ino=308555
lookup /usr/share/inkscape/extensions/Poly3DObjects/trunc_cube.obj ino=308558
lookup /usr/share/inkscape/extensions/Poly3DObjects/rhomb_triacont.obj ino=308550
lookup /usr/share/inkscape/extensions/Poly3DObjects/dodec.obj ino=308538
lookup /usr/share/inkscape/extensions/Poly3DObjects/great_dodec.obj ino=308539
lookup /usr/share/inkscape/extensions/Poly3DObjects/small_rhombicuboct.obj ino=308552
lookup /usr/share/inkscape/extensions/Poly3DObjects/methane.obj ino=308546
lookup /usr/share/inkscape/extensions/Poly3DObjects/small_rhombicosidodec.obj ino=308551
lookup /usr/share/inkscape/extensions/Poly3DObjects/cube.obj ino=308536
lookup /usr/share/inkscape/extensions/Poly3DObjects/jessens_orthog_icos.obj ino=308545
lookup /usr/share/inkscape/extensions/Poly3DObjects/great_rhombicuboct.obj ino=308541
lookup /usr/share/inkscape/extensions/Poly3DObjects/rh_axes.obj ino=308548
lookup /usr/share/inkscape/extensions/Poly3DObjects/trunc_oct.obj ino=308561
lookup /usr/share/inkscape/extensions/Poly3DObjects/szilassi.obj ino=308556
lookup /usr/share/inkscape/extensions/Poly3DObjects/icos.obj ino=308543
lookup /usr/share/inkscape/extensions/Poly3DObjects/oct.obj ino=308547
lookup /usr/share/inkscape/extensions/Poly3DObjects/icosidodec.obj ino=308544
lookup /usr/share/inkscape/extensions/text_braille.py ino=309330
lookup /usr/share/inkscape/extensions/color_replace.py ino=308713
lookup /usr/share/inkscape/extensions/docs ino=308727
lookup /usr/share/inkscape/extensions/docs/conf.py ino=308759
lookup /usr/share/inkscape/extensions/docs/_templates ino=308729
lookup /usr/share/inkscape/extensions/docs/_templates/versions.html ino=308730
lookup /usr/share/inkscape/extensions/docs/index.rst ino=308764
lookup /usr/share/inkscape/extensions/docs/__pycache__ ino=308785
lookup /usr/share/inkscape/extensions/docs/__pycache__/conf.cpython-311.pyc ino=308786
lookup /usr/share/inkscape/extensions/docs/make.bat ino=308765
lookup /usr/share/inkscape/extensions/docs/favicon.svg ino=308763
lookup /usr/share/inkscape/extensions/docs/tutorial ino=308768
lookup /usr/share/inkscape/extensions/docs/tutorial/my-first-import-extension.rst ino=308771
lookup /usr/share/inkscape/extensions/docs/tutorial/index.rst ino=308769
lookup /usr/share/inkscape/extensions/docs/tutorial/my-first-effect-extension.rst ino=308770
lookup /usr/share/inkscape/extensions/docs/tutorial/my-first-text-extension.rst ino=308772
lookup /usr/share/inkscape/extensions/docs/tutorial/resources ino=308773
lookup /usr/share/inkscape/extensions/docs/tutorial/resources/template_effect.zip ino=308782
lookup /usr/share/inkscape/extensions/docs/tutorial/resources/stroke-parity-widget.png ino=308780
lookup /usr/share/inkscape/extensions/docs/tutorial/resources/stroke_parity_extension.zip ino=308781
lookup /usr/share/inkscape/extensions/docs/tutorial/resources/make_red_extension.zip ino=308779
lookup /usr/share/inkscape/extensions/docs/tutorial/resources/Smiles_Format.gif ino=308776
lookup /usr/share/inkscape/extensions/docs/tutorial/resources/Text_Ext_Moment_of_truth.gif ino=308777
lookup /usr/share/inkscape/extensions/docs/tutorial/resources/Call_Extension_Failure.png ino=308774
lookup /usr/share/inkscape/extensions/docs/tutorial/resources/call_extension_success.gif ino=308778
lookup /usr/share/inkscape/extensions/docs/tutorial/resources/vanillin.smi ino=308783
lookup /usr/share/inkscape/extensions/docs/tutorial/resources/Inkscape_Recognizes_Our_Extension.gif ino=308775
lookup /usr/share/inkscape/extensions/docs/tutorial/simple-path-extension.rst ino=308784
lookup /usr/share/inkscape/extensions/docs/source ino=308766
lookup /usr/share/inkscape/extensions/docs/source/index.rst ino=308767
lookup /usr/share/inkscape/extensions/docs/dev ino=308760
lookup /usr/share/inkscape/extensions/docs/dev/index.rst ino=308762
lookup /usr/share/inkscape/extensions/docs/dev/getting-started.rst ino=308761
lookup /usr/share/inkscape/extensions/docs/authors ino=308731
lookup /usr/share/inkscape/extensions/docs/authors/inx-overview.rst ino=308734
lookup /usr/share/inkscape/extensions/docs/authors/index.rst ino=308732
lookup /usr/share/inkscape/extensions/docs/authors/unit-tests.rst ino=308742
lookup /usr/share/inkscape/extensions/docs/authors/samples ino=308736
lookup /usr/share/inkscape/extensions/docs/authors/samples/units1.svg ino=308739
lookup /usr/share/inkscape/extensions/docs/authors/samples/unit_camera.svg ino=308738
lookup /usr/share/inkscape/extensions/docs/authors/samples/units2.svg ino=308740
lookup /usr/share/inkscape/extensions/docs/authors/samples/Comparison_of_Lighter_extension_in_Inkscape_1.1.2_and_1.2.png ino=308737
lookup /usr/share/inkscape/extensions/docs/authors/update1.0.rst ino=308744
lookup /usr/share/inkscape/extensions/docs/authors/interpreters.rst ino=308733
lookup /usr/share/inkscape/extensions/docs/authors/inx-widgets.rst ino=308735
lookup /usr/share/inkscape/extensions/docs/authors/widgets ino=308746
lookup /usr/share/inkscape/extensions/docs/authors/widgets/bool.png ino=308747
lookup /usr/share/inkscape/extensions/docs/authors/widgets/path.png ino=308755
lookup /usr/share/inkscape/extensions/docs/authors/widgets/notebook.png ino=308753
lookup /usr/share/inkscape/extensions/docs/authors/widgets/spacer.png ino=308757
lookup /usr/share/inkscape/extensions/docs/authors/widgets/image.png ino=308750
lookup /usr/share/inkscape/extensions/docs/authors/widgets/label.png ino=308752
lookup /usr/share/inkscape/extensions/docs/authors/widgets/integer.png ino=308751
lookup /usr/share/inkscape/extensions/docs/authors/widgets/separator.png ino=308756
lookup /usr/share/inkscape/extensions/docs/authors/widgets/float.png ino=308749
lookup /usr/share/inkscape/extensions/docs/authors/widgets/color.png ino=308748
lookup /usr/share/inkscape/extensions/docs/authors/widgets/optiongroup.png ino=308754
lookup /usr/share/inkscape/extensions/docs/authors/widgets/string.png ino=308758
lookup /usr/share/inkscape/extensions/docs/authors/update1.2.rst ino=308745
lookup /usr/share/inkscape/extensions/docs/authors/units.rst ino=308743
lookup /usr/share/inkscape/extensions/docs/authors/submit.rst ino=308741
lookup /usr/share/inkscape/extensions/docs/Makefile ino=308728
lookup /usr/share/inkscape/extensions/color_brighter.py ino=308677
lookup /usr/share/inkscape/extensions/hershey.py ino=308841
lookup /usr/share/inkscape/extensions/inkweb.js ino=309064
lookup /usr/share/inkscape/extensions/.darglint ino=308529
lookup /usr/share/inkscape/extensions/pdflatex.py ino=309223
lookup /usr/share/inkscape/extensions/param_curves.py ino=309206
lookup /usr/share/inkscape/extensions/jessyink_key_bindings.py ino=309082
lookup /usr/share/inkscape/extensions/template_dvd_cover.py ino=309321
lookup /usr/share/inkscape/extensions/synfig_output.py ino=309313
lookup /usr/share/inkscape/extensions/output_scour.svg ino=309204
lookup /usr/share/inkscape/extensions/color_moresaturation.py ino=308701
lookup /usr/share/inkscape/extensions/ink2canvas_lib ino=308858
lookup /usr/share/inkscape/extensions/ink2canvas_lib/svg.py ino=308861
lookup /usr/share/inkscape/extensions/ink2canvas_lib/canvas.py ino=308860
lookup /usr/share/inkscape/extensions/ink2canvas_lib/__pycache__ ino=308862
lookup /usr/share/inkscape/extensions/ink2canvas_lib/__pycache__/canvas.cpython-311.pyc ino=308864
lookup /usr/share/inkscape/extensions/ink2canvas_lib/__pycache__/__init__.cpython-311.pyc ino=308863
lookup /usr/share/inkscape/extensions/ink2canvas_lib/__pycache__/svg.cpython-311.pyc ino=308865
lookup /usr/share/inkscape/extensions/ink2canvas_lib/__init__.py ino=308859
lookup /usr/share/inkscape/extensions/edge3d.py ino=308804
lookup /usr/share/inkscape/extensions/color_lesslight.py ino=308691
lookup /usr/share/inkscape/extensions/dxf_input.py ino=308799
lookup /usr/share/inkscape/extensions/color_removeblue.py ino=308707
lookup /usr/share/inkscape/extensions/foldablebox.py ino=308815
lookup /usr/share/inkscape/extensions/rubberstretch.py ino=309273
lookup /usr/share/inkscape/extensions/export_gimp_palette.py ino=308807
lookup /usr/share/inkscape/extensions/tools ino=309349
lookup /usr/share/inkscape/extensions/tools/__pycache__ ino=309351
lookup /usr/share/inkscape/extensions/tools/__pycache__/generate_argparse_conf.cpython-311.pyc ino=309352
lookup /usr/share/inkscape/extensions/tools/generate_argparse_conf.py ino=309350
lookup /usr/share/inkscape/extensions/web_set_att.py ino=309364
lookup /usr/share/inkscape/extensions/pyproject.toml ino=309243
lookup /usr/share/inkscape/extensions/funcplot.py ino=308822
lookup /usr/share/inkscape/extensions/jessyink_effects.py ino=309076
lookup /usr/share/inkscape/extensions/README.md ino=308563
lookup /usr/share/inkscape/extensions/text_sentencecase.py ino=309342
lookup /usr/share/inkscape/extensions/render_alphabetsoup.py ino=309254
lookup /usr/share/inkscape/extensions/render_gears.py ino=309265
lookup /usr/share/inkscape/extensions/ink2canvas.py ino=308857
lookup /usr/share/inkscape/extensions/alphabet_soup ino=308569
lookup /usr/share/inkscape/extensions/alphabet_soup/Vser.svg ino=308594
lookup /usr/share/inkscape/extensions/alphabet_soup/Ocross.svg ino=308586
lookup /usr/share/inkscape/extensions/alphabet_soup/r.svg ino=308628
lookup /usr/share/inkscape/extensions/alphabet_soup/U.svg ino=308593
lookup /usr/share/inkscape/extensions/alphabet_soup/Chook.svg ino=308575
lookup /usr/share/inkscape/extensions/alphabet_soup/z.svg ino=308641
lookup /usr/share/inkscape/extensions/alphabet_soup/Lb.svg ino=308584
lookup /usr/share/inkscape/extensions/alphabet_soup/IBSerif.svg ino=308582
lookup /usr/share/inkscape/extensions/alphabet_soup/cserif.svg ino=308609
lookup /usr/share/inkscape/extensions/alphabet_soup/epsilon.svg ino=308611
lookup /usr/share/inkscape/extensions/alphabet_soup/vcap.svg ino=308635
lookup /usr/share/inkscape/extensions/alphabet_soup/s.svg ino=308630
lookup /usr/share/inkscape/extensions/alphabet_soup/Oterm.svg ino=308587
lookup /usr/share/inkscape/extensions/alphabet_soup/barcap.svg ino=308606
lookup /usr/share/inkscape/extensions/alphabet_soup/v.svg ino=308634
lookup /usr/share/inkscape/extensions/alphabet_soup/h.svg ino=308614
lookup /usr/share/inkscape/extensions/alphabet_soup/n.svg ino=308624
lookup /usr/share/inkscape/extensions/alphabet_soup/gamma.svg ino=308613
lookup /usr/share/inkscape/extensions/alphabet_soup/serif.svg ino=308631
lookup /usr/share/inkscape/extensions/alphabet_soup/Xvb.svg ino=308598
lookup /usr/share/inkscape/extensions/alphabet_soup/Rblock.svg ino=308590
lookup /usr/share/inkscape/extensions/alphabet_soup/vserl.svg ino=308636
lookup /usr/share/inkscape/extensions/alphabet_soup/Cblob.svg ino=308574
lookup /usr/share/inkscape/extensions/alphabet_soup/Tt.svg ino=308592
lookup /usr/share/inkscape/extensions/alphabet_soup/Tb.svg ino=308591
lookup /usr/share/inkscape/extensions/alphabet_soup/hcap.svg ino=308616
lookup /usr/share/inkscape/extensions/alphabet_soup/mcap.svg ino=308623
lookup /usr/share/inkscape/extensions/alphabet_soup/vserr.svg ino=308637
lookup /usr/share/inkscape/extensions/alphabet_soup/6.svg ino=308572
lookup /usr/share/inkscape/extensions/alphabet_soup/Q.svg ino=308589
lookup /usr/share/inkscape/extensions/alphabet_soup/c.svg ino=308607
lookup /usr/share/inkscape/extensions/alphabet_soup/bar2.svg ino=308605
lookup /usr/share/inkscape/extensions/alphabet_soup/k.svg ino=308619
lookup /usr/share/inkscape/extensions/alphabet_soup/cross.svg ino=308608
lookup /usr/share/inkscape/extensions/alphabet_soup/Eb.svg ino=308578
lookup /usr/share/inkscape/extensions/alphabet_soup/P.svg ino=308588
lookup /usr/share/inkscape/extensions/alphabet_soup/idot.svg ino=308617
lookup /usr/share/inkscape/extensions/alphabet_soup/h2.svg ino=308615
lookup /usr/share/inkscape/extensions/alphabet_soup/y.svg ino=308639
lookup /usr/share/inkscape/extensions/alphabet_soup/rcap.svg ino=308629
lookup /usr/share/inkscape/extensions/alphabet_soup/bar.svg ino=308604
lookup /usr/share/inkscape/extensions/alphabet_soup/e.svg ino=308610
lookup /usr/share/inkscape/extensions/alphabet_soup/2.svg ino=308570
lookup /usr/share/inkscape/extensions/alphabet_soup/o.svg ino=308625
lookup /usr/share/inkscape/extensions/alphabet_soup/Xvt.svg ino=308599
lookup /usr/share/inkscape/extensions/alphabet_soup/t.svg ino=308632
lookup /usr/share/inkscape/extensions/alphabet_soup/j.svg ino=308618
lookup /usr/share/inkscape/extensions/alphabet_soup/Eserif.svg ino=308579
lookup /usr/share/inkscape/extensions/alphabet_soup/Ctail.svg ino=308576
lookup /usr/share/inkscape/extensions/alphabet_soup/b.svg ino=308603
lookup /usr/share/inkscape/extensions/alphabet_soup/question.svg ino=308627
lookup /usr/share/inkscape/extensions/alphabet_soup/x.svg ino=308638
lookup /usr/share/inkscape/extensions/alphabet_soup/ocap.svg ino=308626
lookup /usr/share/inkscape/extensions/alphabet_soup/3.svg ino=308571
lookup /usr/share/inkscape/extensions/alphabet_soup/a.svg ino=308600
lookup /usr/share/inkscape/extensions/alphabet_soup/7.svg ino=308573
lookup /usr/share/inkscape/extensions/alphabet_soup/Lt.svg ino=308585
lookup /usr/share/inkscape/extensions/alphabet_soup/ITSerif.svg ino=308583
lookup /usr/share/inkscape/extensions/alphabet_soup/yogh.svg ino=308640
lookup /usr/share/inkscape/extensions/alphabet_soup/G.svg ino=308581
lookup /usr/share/inkscape/extensions/alphabet_soup/Et.svg ino=308580
lookup /usr/share/inkscape/extensions/alphabet_soup/tserif.svg ino=308633
lookup /usr/share/inkscape/extensions/alphabet_soup/Delta.svg ino=308577
lookup /usr/share/inkscape/extensions/alphabet_soup/l.svg ino=308620
lookup /usr/share/inkscape/extensions/alphabet_soup/f.svg ino=308612
lookup /usr/share/inkscape/extensions/alphabet_soup/m.svg ino=308622
lookup /usr/share/inkscape/extensions/alphabet_soup/Xnw.svg ino=308597
lookup /usr/share/inkscape/extensions/alphabet_soup/acap.svg ino=308602
lookup /usr/share/inkscape/extensions/alphabet_soup/abase.svg ino=308601
lookup /usr/share/inkscape/extensions/alphabet_soup/Xne.svg ino=308596
lookup /usr/share/inkscape/extensions/alphabet_soup/Xh.svg ino=308595
lookup /usr/share/inkscape/extensions/alphabet_soup/lserif.svg ino=308621
lookup /usr/share/inkscape/extensions/text_uppercase.py ino=309348
lookup /usr/share/inkscape/extensions/color_hsl_adjust.py ino=308687
lookup /usr/share/inkscape/extensions/voronoi.py ino=309358
lookup /usr/share/inkscape/extensions/web_interactive_mockup.py ino=309362
lookup /usr/share/inkscape/extensions/frame.py ino=308820
lookup /usr/share/inkscape/extensions/jessyInk_core_mouseHandler_noclick.js ino=309071
lookup /usr/share/inkscape/extensions/text_merge.py ino=309338
lookup /usr/share/inkscape/extensions/voronoi2svg.py ino=309360
lookup /usr/share/inkscape/extensions/next_glyph_layer.py ino=309123
lookup /usr/share/inkscape/extensions/color_removegreen.py ino=308709
lookup /usr/share/inkscape/extensions/docinfo.py ino=308726
lookup /usr/share/inkscape/extensions/raster_output_jpg.py ino=309245
lookup /usr/share/inkscape/extensions/tox.ini ino=309353
lookup /usr/share/inkscape/extensions/inkwebeffect.py ino=309065
lookup /usr/share/inkscape/extensions/guides_creator.py ino=308835
lookup /usr/share/inkscape/extensions/tar_layers.py ino=309316
lookup /usr/share/inkscape/extensions/perfectboundcover.py ino=309225
lookup /usr/share/inkscape/extensions/jessyink_install.py ino=309080
lookup /usr/share/inkscape/extensions/webslicer_create_group.py ino=309368
lookup /usr/share/inkscape/extensions/hpgl_decoder.py ino=308842
lookup /usr/share/inkscape/extensions/color_negative.py ino=308703
lookup /usr/share/inkscape/extensions/measure.py ino=309113
lookup /usr/share/inkscape/extensions/polyhedron_3d.py ino=309234
lookup /usr/share/inkscape/extensions/motion.py ino=309119
lookup /usr/share/inkscape/extensions/grid_polar.py ino=308833
lookup /usr/share/inkscape/extensions/text_split.py ino=309344
lookup /usr/share/inkscape/extensions/raster_output_tiff.py ino=309250
lookup /usr/share/inkscape/extensions/draw_from_triangle.py ino=308792
lookup /usr/share/inkscape/extensions/hpgl_output.py ino=308847
lookup /usr/share/inkscape/extensions/doc_ai_convert.py ino=308724
lookup /usr/share/inkscape/extensions/image_extract.py ino=308854
lookup /usr/share/inkscape/extensions/render_alphabetsoup_config.py ino=309255
lookup /usr/share/inkscape/extensions/color_randomize.py ino=308705
lookup /usr/share/inkscape/extensions/dhw_input.py ino=308720
lookup /usr/share/inkscape/extensions/dimension.py ino=308722
lookup /usr/share/inkscape/extensions/jessyink_mouse_handler.py ino=309086
lookup /usr/share/inkscape/extensions/template_seamless_pattern.py ino=309327
lookup /usr/share/inkscape/extensions/hpgl_input.py ino=308845
lookup /usr/share/inkscape/extensions/color_morelight.py ino=308699
lookup /usr/share/inkscape/extensions/path_envelope.py ino=309208
lookup /usr/share/inkscape/extensions/jessyink_summary.py ino=309088
lookup /usr/share/inkscape/extensions/color_lesssaturation.py ino=308693
lookup /usr/share/inkscape/extensions/text_flipcase.py ino=309334
lookup /usr/share/inkscape/extensions/.pre-commit-config.yaml ino=308530
lookup /usr/share/locale/C.UTF-8/LC_MESSAGES/gdk-pixbuf.mo
lookup /usr/share/locale/C.utf8/LC_MESSAGES/gdk-pixbuf.mo
lookup /usr/share/locale/C/LC_MESSAGES/gdk-pixbuf.mo
lookup /usr/bin/optipng
lookup /usr/local/sbin/optipng
lookup /usr/local/bin/optipng
lookup /usr/sbin/optipng
lookup /sbin/optipng
lookup /bin/optipng
lookup /usr/bin/pdflatex
lookup /usr/local/sbin/pdflatex
lookup /usr/local/bin/pdflatex
lookup /usr/sbin/pdflatex
lookup /sbin/pdflatex
lookup /bin/pdflatex
lookup /usr/bin/fig2dev
lookup /usr/local/sbin/fig2dev
lookup /usr/local/bin/fig2dev
lookup /usr/sbin/fig2dev
lookup /sbin/fig2dev
lookup /bin/fig2dev
lookup /usr/bin/gimp ino=521347
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.config/inkscape/extensions/scribus_export_pdf.py
lookup /usr/bin/scribus
lookup /usr/local/sbin/scribus
lookup /usr/local/bin/scribus
lookup /usr/sbin/scribus
lookup /sbin/scribus
lookup /bin/scribus
lookup /usr/bin/ps2pdf
lookup /usr/local/sbin/ps2pdf
lookup /usr/local/bin/ps2pdf
lookup /usr/sbin/ps2pdf
lookup /sbin/ps2pdf
lookup /bin/ps2pdf
lookup /usr/lib/x86_64-linux-gnu/gio/modules/libgiognutls.so ino=578963
lookup /usr/lib/x86_64-linux-gnu/gio/modules/libgiolibproxy.so ino=578964
lookup /usr/lib/x86_64-linux-gnu/gio/modules/libdconfsettings.so ino=578961
lookup /usr/lib/x86_64-linux-gnu/gio/modules/libgiognomeproxy.so ino=578962
lookup /.flatpak-info
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/. ino=393218
lookup /work/main ino=5308427
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.local ino=393247
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.local/share ino=393248
lookup /tmp/preload-scratch.TWgEqH/tmp/preload-lab-yx0fclv7/inkscape-record-replay-2hwulp6u/.local/share/recently-used.xbel
lookup /etc/localtime ino=296647
