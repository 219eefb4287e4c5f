preload-profile 1
# Learned by preloadctl record: files in first-use order, byte ranges read, paths looked up.
name inkscape
observed 2
file /usr/bin/inkscape
id dev=7:0 ino=521430 size=22848 mtime=1793029317.000000000 build-id=3ce4c054fe87ffaa67818efad567a538a438b165
range 0+22848
file /usr/lib/x86_64-linux-gnu/libc.so.6
id dev=7:0 ino=579447 size=1926232 mtime=1777320873.000000000 build-id=93ac61ec5a8eb1396f9fbd350e3169a558528a40
range 0+1712128 1830912+95320
file /usr/lib/x86_64-linux-gnu/libstdc++.so.6.0.30
id dev=7:0 ino=579956 size=2190440 mtime=1744025177.000000000 build-id=289ee39f8c07bd4fa48102dfeeb7e6f9c76158b4
range 0+1466368 1613824+344064 2068480+121960
file /usr/lib/x86_64-linux-gnu/libgcc_s.so.1
id dev=7:0 ino=579586 size=125312 mtime=1744025177.000000000 build-id=6f03384c2e3c38887dd3ba5a24b2e18c17e2f0e0
range 0+125312
file /usr/lib/x86_64-linux-gnu/libglibmm-2.4.so.1.3.0
id dev=7:0 ino=582250 size=579864 mtime=1671035083.000000000 build-id=0cefa58f1a4b4a72e290f2db3319413b875aadcb
range 0+579864
file /usr/lib/x86_64-linux-gnu/libgiomm-2.4.so.1.3.0
id dev=7:0 ino=582249 size=2033840 mtime=1671035083.000000000 build-id=801cced247b35b6037721add7c8d49ed7c9473af
range 0+1613824 1847296+186544
file /usr/lib/x86_64-linux-gnu/inkscape/libinkscape_base.so
id dev=7:0 ino=147870 size=28137776 mtime=1793029317.000000000 build-id=60f9938d07cf6ae724610e38ee704d1822f3823e
range 0+8519680 9367552+131072 9502720+491520 10121216+761856 10940416+614400 12734464+131072 13017088+811008 13836288+151552 14049280+270336 14417920+155648 15269888+147456 17780736+131072 17956864+180224 19329024+946176 20336640+978944 21381120+376832
range 22282240+983040 25853952+2283824
file /usr/lib/x86_64-linux-gnu/libglib-2.0.so.0.7400.6
id dev=7:0 ino=579612 size=1273360 mtime=1765808978.000000000 build-id=42c28e95f24a721d8e8e159f42dbc541f0ff353d
range 0+1146880 1200128+73232
file /etc/ld.so.cache
id dev=7:0 ino=402046 size=48323 mtime=1795782452.608601884
range 0+48323
file /usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2
id dev=7:0 ino=579025 size=215000 mtime=1777320873.000000000 build-id=7ebc65e52f2bbea498b4040fa92f7238377aaba9
range 0+215000
file /usr/lib/x86_64-linux-gnu/libharfbuzz.so.0.60000.0
id dev=7:0 ino=579676 size=1064504 mtime=1675288031.000000000 build-id=04389916e609641d168ac44e6ad377b5076a4684
range 0+614400 667648+396856
file /usr/lib/x86_64-linux-gnu/libcairo.so.2.11600.0
id dev=7:0 ino=579454 size=1187432 mtime=1670615011.000000000 build-id=3b00371c4a7d7f8f50e68f20fa815163fb7df7fa
range 0+548864 856064+180224 1101824+85608
file /usr/lib/x86_64-linux-gnu/libpango-1.0.so.0.5000.12
id dev=7:0 ino=579856 size=425568 mtime=1671114025.000000000 build-id=80bbee1d6e5c90a95deda3bb395d10cadf7f3a82
range 0+425568
file /usr/lib/x86_64-linux-gnu/libpangoft2-1.0.so.0.5000.12
id dev=7:0 ino=579860 size=100192 mtime=1671114025.000000000 build-id=98c837fd1a3967a4ccde3667e355c538ec92d2ef
range 0+100192
file /usr/lib/x86_64-linux-gnu/libpangocairo-1.0.so.0.5000.12
id dev=7:0 ino=579858 size=63456 mtime=1671114025.000000000 build-id=c7a5b448399f8f4376cbc27707d0f477d2552d8f
range 0+63456
file /usr/lib/x86_64-linux-gnu/libboost_filesystem.so.1.74.0
id dev=7:0 ino=579432 size=133144 mtime=1684481096.000000000 build-id=d2e05cf55d679ef016ac2b1105e4982005fb7de8
range 0+133144
file /usr/lib/x86_64-linux-gnu/libpoppler.so.126.0.0
id dev=7:0 ino=582149 size=3753768 mtime=1785443344.000000000 build-id=3331e094c090799e243fe2064d217a758b7597d2
range 0+1048576 1703936+176128 2547712+4096 2818048+176128 3293184+460584
file /usr/lib/x86_64-linux-gnu/librevenge-0.0.so.0.0.5
id dev=7:0 ino=582259 size=187688 mtime=1672950529.000000000 build-id=e8996154173b80cb39ade13dffa08fb1558aed0b
range 0+187688
file /usr/lib/x86_64-linux-gnu/libpoppler-glib.so.8.24.0
id dev=7:0 ino=582151 size=444392 mtime=1785443344.000000000 build-id=e87583b567c005255540dd0fa75ddc828814db75
range 0+212992 315392+4096 352256+92136
file /usr/lib/x86_64-linux-gnu/liblcms2.so.2.0.14
id dev=7:0 ino=579749 size=398304 mtime=1676842348.000000000 build-id=da90fc099be31f712bfb71c37b7dc6f7fcd66f5d
range 0+167936 286720+4096 311296+87008
file /usr/lib/x86_64-linux-gnu/libgc.so.1.5.1
id dev=7:0 ino=582014 size=188656 mtime=1662453014.000000000 build-id=efb0c5b7dfd620429eea32d028281c5290e9589f
range 0+188656
file /usr/lib/x86_64-linux-gnu/libgio-2.0.so.0.7400.6
id dev=7:0 ino=579606 size=1953008 mtime=1765808978.000000000 build-id=e9faf04ebc070ca509dd679d2a49c73b8e0045e7
range 0+1658880 1847296+105712
file /usr/lib/x86_64-linux-gnu/libsoup-2.4.so.1.11.2
id dev=7:0 ino=582287 size=645832 mtime=1733885525.000000000 build-id=569108e3f255b0307c75ca732658179453d69817
range 0+196608 397312+248520
file /usr/lib/x86_64-linux-gnu/libgsl.so.27.0.0
id dev=7:0 ino=582244 size=2931520 mtime=1733588421.000000000 build-id=a6c5261a1af7a903879da759adfab7fb4398effc
range 0+475136 2355200+4096 2785280+146240
file /usr/lib/x86_64-linux-gnu/libgobject-2.0.so.0.7400.6
id dev=7:0 ino=579644 size=387288 mtime=1765808978.000000000 build-id=d56c5a278ee6e10faea0a792cbbf7a764701a962
range 0+387288
file /usr/lib/x86_64-linux-gnu/libfreetype.so.6.18.3
id dev=7:0 ino=579576 size=821160 mtime=1741982220.000000000 build-id=c4ff22e47bdc97fe08bc98464db85c24e69ea5e8
range 0+679936 720896+100264
file /usr/lib/x86_64-linux-gnu/libwpg-0.3.so.3.0.3
id dev=7:0 ino=582293 size=117448 mtime=1546457468.000000000 build-id=ac18f406060f8a3266db44be720114b48c5d53ee
range 0+117448
file /usr/lib/x86_64-linux-gnu/libfontconfig.so.1.12.0
id dev=7:0 ino=579558 size=306112 mtime=1675203848.000000000 build-id=cdc4303061116bec195578e26bcc6727a2561da1
range 0+306112
file /usr/lib/x86_64-linux-gnu/libgmodule-2.0.so.0.7400.6
id dev=7:0 ino=579618 size=18480 mtime=1765808978.000000000 build-id=31012fe3f0bdf868d79d10b15395bb318eaa7e7d
range 0+18480
file /usr/lib/x86_64-linux-gnu/libxslt.so.1.1.35
id dev=7:0 ino=580105 size=268576 mtime=1758527122.000000000 build-id=71d3e1ad7ff253a99b88ccb6bcc6003dbe5be1d4
range 0+268576
file /usr/lib/x86_64-linux-gnu/libgspell-1.so.2.3.2
id dev=7:0 ino=582275 size=149568 mtime=1679561832.000000000 build-id=250b0c06df6b3a63a200b005cb6066480a957bde
range 0+149568
file /usr/lib/x86_64-linux-gnu/libgtk-3.so.0.2406.32
id dev=7:0 ino=582011 size=8497304 mtime=1729880265.000000000 build-id=0fac6003588ded4bfc8ba157abb8aee2ff6b3fc2
range 0+778240 790528+131072 2031616+303104 2424832+425984 3235840+237568 3538944+180224 4395008+765952 8351744+145560
file /usr/lib/x86_64-linux-gnu/libgdk_pixbuf-2.0.so.0.4200.10
id dev=7:0 ino=579600 size=186552 mtime=1750366374.000000000 build-id=408e0865ec7d91a2b0fafcfa9f2986703cdf0e10
range 0+186552
file /usr/lib/x86_64-linux-gnu/libz.so.1.2.13
id dev=7:0 ino=580119 size=121280 mtime=1667651086.000000000 build-id=1f95d5498d283b79505861523e20b3db2afdf518
range 0+121280
file /usr/lib/x86_64-linux-gnu/libgdk-3.so.0.2406.32
id dev=7:0 ino=582010 size=1083728 mtime=1729880265.000000000 build-id=f17c8c6f2056c8fd4a74cf9d3e6e1dc8eaa7aafc
range 0+630784 663552+290816 974848+108880
file /usr/lib/x86_64-linux-gnu/libcairomm-1.0.so.1.4.0
id dev=7:0 ino=582257 size=174096 mtime=1670615226.000000000 build-id=42fabcb79dcd86a7ad8c65d0ab559f9a40733611
range 0+174096
file /usr/lib/x86_64-linux-gnu/libgdkmm-3.0.so.1.1.0
id dev=7:0 ino=582279 size=374952 mtime=1662993917.000000000 build-id=61e50fb0a779fda0d1f87128a8c7309aa921cc6e
range 0+282624 286720+88232
file /usr/lib/x86_64-linux-gnu/libgtkmm-3.0.so.1.1.0
id dev=7:0 ino=582280 size=5986480 mtime=1662993917.000000000 build-id=24125fcd5ce6c5da5feae18f17d7770d99e5ed93
range 0+3371008 3760128+131072 3948544+180224 4194304+221184 5079040+907440
file /usr/lib/x86_64-linux-gnu/libcairo-gobject.so.2.11600.0
id dev=7:0 ino=579452 size=42768 mtime=1670615011.000000000 build-id=840e009145b2924bf0474ec644671bd72de8d03c
range 0+42768
file /usr/lib/x86_64-linux-gnu/libatkmm-1.6.so.1.1.0
id dev=7:0 ino=582255 size=337928 mtime=1662060358.000000000 build-id=b4b388e781ff21a83ba092cb8dc0c544ce5a97b4
range 0+204800 237568+4096 245760+92168
file /usr/lib/x86_64-linux-gnu/libjpeg.so.62.3.0
id dev=7:0 ino=579729 size=600128 mtime=1675434522.000000000 build-id=75b71ddb85234be3659c097f2561a765b45993bd
range 0+81920 319488+4096 528384+71744
file /usr/lib/x86_64-linux-gnu/libcdr-0.1.so.1.0.6
id dev=7:0 ino=582265 size=658984 mtime=1667984589.000000000 build-id=daaf6048319b08e59255e64f972392305b6f3e5f
range 0+102400 319488+4096 581632+77352
file /usr/lib/x86_64-linux-gnu/libvisio-0.1.so.1.0.7
id dev=7:0 ino=582289 size=704016 mtime=1668031152.000000000 build-id=6bd65b2cce24360e832ec2ad401d72ea85fc8e07
range 0+167936 536576+4096 614400+89616
file /usr/lib/x86_64-linux-gnu/libsigc-2.0.so.0.0.0
id dev=7:0 ino=582247 size=30648 mtime=1672874070.000000000 build-id=8e52d53adb9f1d2156bc07f9379828f8df139ff4
range 0+30648
file /usr/lib/x86_64-linux-gnu/libpangomm-1.4.so.1.0.30
id dev=7:0 ino=582277 size=210952 mtime=1663778107.000000000 build-id=c6964e10ae490662616a2433b214a08d65d61a59
range 0+210952
file /usr/lib/x86_64-linux-gnu/libpotrace.so.0.0.6
id dev=7:0 ino=582285 size=34824 mtime=1570265981.000000000 build-id=be084720f8287425914370f23fd2221b3c42b830
range 0+34824
file /usr/lib/x86_64-linux-gnu/libpng16.so.16.39.0
id dev=7:0 ino=579885 size=219056 mtime=1774897143.000000000 build-id=56640bf726b2815c3c26ffd73cce8126ab436334
range 0+219056
file /usr/lib/x86_64-linux-gnu/librevenge-stream-0.0.so.0.0.5
id dev=7:0 ino=582261 size=125680 mtime=1672950529.000000000 build-id=f84e787068d9fe393c695fe9d6acd18e66616e05
range 0+125680
file /usr/lib/x86_64-linux-gnu/libgomp.so.1.0.0
id dev=7:0 ino=579646 size=290392 mtime=1744025177.000000000 build-id=3856f0954e1931eebc020ca4a4e6bef40f4f7765
range 0+290392
file /usr/lib/x86_64-linux-gnu/libm.so.6
id dev=7:0 ino=579763 size=911904 mtime=1777320873.000000000 build-id=d6e6f9e3af1243eed9bf5efd366dd015a9f22c13
range 0+299008 364544+241664 626688+131072 839680+72224
file /usr/lib/x86_64-linux-gnu/lib2geom.so.1.2.0
id dev=7:0 ino=582246 size=1093600 mtime=1673311884.000000000 build-id=194620b937f418dd7bef8b3341e012b0b4509822
range 0+262144 544768+208896 765952+233472 1007616+85984
file /usr/lib/x86_64-linux-gnu/libX11.so.6.4.0
id dev=7:0 ino=579183 size=1318408 mtime=1696323152.000000000 build-id=da0b22b132545d3f898a32006b882a125f0d5d09
range 0+249856 618496+167936 1228800+89608
file /usr/lib/x86_64-linux-gnu/libMagick++-6.Q16.so.8.0.0
id dev=7:0 ino=582283 size=580048 mtime=1793266489.000000000 build-id=3f1796defc8827c6f93487584c2a22169ed7ca0f
range 0+372736 450560+4096 491520+88528
file /usr/lib/x86_64-linux-gnu/libreadline.so.8.2
id dev=7:0 ino=579914 size=354536 mtime=1672778985.000000000 build-id=b7c3908f0ca91d78594aa27cbed0455010b8179c
range 0+212992 253952+100584
file /usr/lib/x86_64-linux-gnu/libxml2.so.2.9.14
id dev=7:0 ino=580073 size=1750104 mtime=1760186477.000000000 build-id=7a8c29160e2b10fe76f6e382f0bed3fb9e6ace47
range 0+901120 1171456+409600 1642496+107608
file /usr/lib/x86_64-linux-gnu/libpsl.so.5.3.4
id dev=7:0 ino=579897 size=75616 mtime=1676314657.000000000 build-id=75c63579714ff9c75d7d576554b0c0e92f18ad37
range 0+75616
file /usr/lib/x86_64-linux-gnu/libsqlite3.so.0.8.6
id dev=7:0 ino=579948 size=1437848 mtime=1756225090.000000000 build-id=5221b80bd99650e3e55370b0e24f4b4dbe81264f
range 0+229376 1150976+4096 1331200+106648
file /usr/lib/x86_64-linux-gnu/libgslcblas.so.0.0.0
id dev=7:0 ino=582242 size=264152 mtime=1733588421.000000000 build-id=db9b3913686a5dfb6482ec118418417551068771
range 0+98304 192512+71640
file /usr/lib/x86_64-linux-gnu/libbrotlidec.so.1.0.9
id dev=7:0 ino=582061 size=47264 mtime=1792761221.000000000 build-id=5aedf5ce91068f729b90ba43b724eda60f7686bd
range 0+47264
file /usr/lib/x86_64-linux-gnu/libexpat.so.1.8.10
id dev=7:0 ino=579534 size=174176 mtime=1725777859.000000000 build-id=a2f37366bc9782b9306773fd6318838fbae5ad5d
range 0+174176
file /usr/lib/x86_64-linux-gnu/libgraphite2.so.3.2.1
id dev=7:0 ino=579656 size=174264 mtime=1585732260.000000000 build-id=5b00ca1eda239ea043d7eae3b0fd4481560a907e
range 0+174264
file /usr/lib/x86_64-linux-gnu/libthai.so.0.3.1
id dev=7:0 ino=579973 size=41000 mtime=1640031852.000000000 build-id=11b774e6b958fa6734f1a721527e1596e34ecd00
range 0+41000
file /usr/lib/x86_64-linux-gnu/libfribidi.so.0.4.0
id dev=7:0 ino=579578 size=108808 mtime=1649188982.000000000 build-id=df6a1c7bc544c74c18a8635e3e65965a1fb529c3
range 0+108808
file /usr/lib/x86_64-linux-gnu/libXext.so.6.4.0
id dev=7:0 ino=579206 size=81568 mtime=1663526491.000000000 build-id=d3ac3e1515190245564a30a611f4a2a4eb94a617
range 0+81568
file /usr/lib/x86_64-linux-gnu/libXrender.so.1.3.0
id dev=7:0 ino=579230 size=47608 mtime=1655211690.000000000 build-id=23dd581f5d93297dc5c508f03e224f9860af8217
range 0+47608
file /usr/lib/x86_64-linux-gnu/libxcb-render.so.0.0.0
id dev=7:0 ino=580047 size=55560 mtime=1659592779.000000000 build-id=ca78dfc48f5a2593d9dc3b1d439740c6abad3f1c
range 0+55560
file /usr/lib/x86_64-linux-gnu/libxcb.so.1.1.0
id dev=7:0 ino=580063 size=166824 mtime=1659592779.000000000 build-id=81156ba79b0ca3ca8d015453e333d16c3fcdc277
range 0+166824
file /usr/lib/x86_64-linux-gnu/libpixman-1.so.0.42.2
id dev=7:0 ino=579873 size=698384 mtime=1668170545.000000000 build-id=e5244cc62abe869e5fb0a4e43b3f1dec189dbef9
range 0+698384
file /usr/lib/x86_64-linux-gnu/libpcre2-8.so.0.11.2
id dev=7:0 ino=581629 size=629384 mtime=1791032861.000000000 build-id=80008c19cf49e3f09f312e74d164938e91d9337d
range 0+77824 270336+359048
file /usr/lib/x86_64-linux-gnu/libxcb-shm.so.0.0.0
id dev=7:0 ino=580051 size=14392 mtime=1659592779.000000000 build-id=77958cefc38a0b1edb4d0f4b76817b05ac6ec605
range 0+14392
file /usr/lib/x86_64-linux-gnu/libgssapi_krb5.so.2.2
id dev=7:0 ino=579658 size=338680 mtime=1740332544.000000000 build-id=d3c57478d2f032b1e63228544e6556b12a9e8969
range 0+167936 258048+80632
file /usr/lib/x86_64-linux-gnu/libnspr4.so
id dev=7:0 ino=579815 size=254440 mtime=1663450146.000000000 build-id=80287a36ed32fd1e18f176dccdfa94a2dc716513
range 0+167936 176128+78312
file /usr/lib/x86_64-linux-gnu/libplc4.so
id dev=7:0 ino=579877 size=22632 mtime=1663450146.000000000 build-id=10a7399bf19e06c77ee75f075686eb5dbb99a492
range 0+22632
file /usr/lib/x86_64-linux-gnu/libsmime3.so
id dev=7:0 ino=579938 size=191072 mtime=1772055708.000000000 build-id=6e266d3712c7cfedeb608137cd9fbf7519b1224e
range 0+102400 106496+84576
file /usr/lib/x86_64-linux-gnu/libnss3.so
id dev=7:0 ino=579816 size=1406352 mtime=1772055708.000000000 build-id=65d10d81333ab45dfa6b835d7b9330c5ace7fe2a
range 0+212992 1105920+4096 1306624+99728
file /usr/lib/x86_64-linux-gnu/libtiff.so.6.0.0
id dev=7:0 ino=579981 size=571400 mtime=1735911551.000000000 build-id=936a8a6c18e1f4553e2118b2a44bd4d5b5074b56
range 0+98304 339968+4096 483328+88072
file /usr/lib/x86_64-linux-gnu/libopenjp2.so.2.5.0
id dev=7:0 ino=581719 size=408000 mtime=1778591710.000000000 build-id=397a6558f216994b0300239f1fa388f71a48a284
range 0+81920 319488+4096 335872+72128
file /usr/lib/x86_64-linux-gnu/libffi.so.8.1.2
id dev=7:0 ino=579551 size=43480 mtime=1666600001.000000000 build-id=4b5ef0d8f602b880c279f15ed3b07bf6686ea09b
range 0+43480
file /usr/lib/x86_64-linux-gnu/libselinux.so.1
id dev=7:0 ino=579927 size=174312 mtime=1685210301.000000000 build-id=4d66a8c268d724fe4c0b44b173254e33e1a4d4f6
range 0+174312
file /usr/lib/x86_64-linux-gnu/libmount.so.1.1.0
id dev=7:0 ino=579783 size=404096 mtime=1732219314.000000000 build-id=a3785ca0e8ef5bd8fb1bf463b0ef8e09540e598c
range 0+114688 307200+4096 327680+76416
file /etc/locale.alias
id dev=7:0 ino=401440 size=2996 mtime=1777320873.000000000
range 0+2996
file /usr/lib/x86_64-linux-gnu/libXcursor.so.1.0.2
id dev=7:0 ino=579196 size=47768 mtime=1651071746.000000000 build-id=80d5ba096fb6c4714b5b9c1aa7164ca62061c10f
range 0+47768
file /usr/lib/x86_64-linux-gnu/libwayland-egl.so.1.21.0
id dev=7:0 ino=582008 size=14192 mtime=1657297564.000000000 build-id=cacbecdb02d6f329f6ea035d3071f6b940f0de43
range 0+14192
file /usr/lib/x86_64-linux-gnu/libwayland-cursor.so.0.21.0
id dev=7:0 ino=582006 size=35232 mtime=1657297564.000000000 build-id=67f712e24c0ebf8ea5be5410c32a34d5b5271b2b
range 0+35232
file /usr/lib/x86_64-linux-gnu/libwayland-client.so.0.21.0
id dev=7:0 ino=580024 size=68968 mtime=1657297564.000000000 build-id=296271640039da17030592ae7c798e4d785d3835
range 0+68968
file /usr/lib/x86_64-linux-gnu/libxkbcommon.so.0.0.0
id dev=7:0 ino=580067 size=281256 mtime=1673638459.000000000 build-id=945116023d9d6eaa5d9ca1906e1f7fa887d4fc4f
range 0+98304 131072+4096 204800+76456
file /usr/lib/x86_64-linux-gnu/libXfixes.so.3.1.0
id dev=7:0 ino=579210 size=26736 mtime=1664787362.000000000 build-id=515e2f9139aadc9e275abbfe7c0aa49a0d31b8cb
range 0+26736
file /usr/lib/x86_64-linux-gnu/libatk-bridge-2.0.so.0.0.0
id dev=7:0 ino=579400 size=243496 mtime=1675010376.000000000 build-id=800916fc7f0b9192b2e784150a22518d0cbd2659
range 0+243496
file /usr/lib/x86_64-linux-gnu/libXi.so.6.1.0
id dev=7:0 ino=579216 size=76160 mtime=1663547472.000000000 build-id=60f9e002b7042dc62091e10622202c9c2e8a093c
range 0+76160
file /usr/lib/x86_64-linux-gnu/libepoxy.so.0.0.0
id dev=7:0 ino=582004 size=1238616 mtime=1648870675.000000000 build-id=e2c6c86fee43ee340191d65d91880ac13c9d2f4b
range 0+454656 790528+4096 1110016+128600
file /usr/lib/x86_64-linux-gnu/libicui18n.so.72.1
id dev=7:0 ino=579694 size=3307688 mtime=1750621668.000000000 build-id=fa972bcd3b261a21815718220dc4f505e4d7ad85
range 0+131072 196608+917504 2641920+4096 3170304+137384
file /usr/lib/x86_64-linux-gnu/libatk-1.0.so.0.24609.1
id dev=7:0 ino=579398 size=161712 mtime=1675010376.000000000 build-id=5e319aa7dba2d1c2ee89e6349348ea109227eb7b
range 0+161712
file /usr/lib/x86_64-linux-gnu/libicuuc.so.72.1
id dev=7:0 ino=579710 size=2078888 mtime=1750621668.000000000 build-id=7c2205f373c674d117347a60025ee64af406ff97
range 0+557056 1413120+4096 1933312+145576
file /usr/lib/x86_64-linux-gnu/libwpd-0.10.so.10.0.3
id dev=7:0 ino=582291 size=677696 mtime=1663527736.000000000 build-id=448eebab2d92a7fd3de7a3a3977d2badb1d542fe
range 0+167936 356352+4096 581632+96064
file /usr/lib/x86_64-linux-gnu/libkrb5.so.3.3
id dev=7:0 ino=579741 size=888080 mtime=1740332544.000000000 build-id=a3db42dd94e38074d2d5567df9eaccfdaa488aed
range 0+212992 528384+4096 757760+130320
file /usr/lib/x86_64-linux-gnu/libunistring.so.2.2.0
id dev=7:0 ino=580006 size=1792040 mtime=1664726954.000000000 build-id=926062d8c8d5bfcbfaf7bad9b41cf4f073ee521e
range 0+167936 331776+4096 1708032+84008
file /usr/lib/x86_64-linux-gnu/libXdmcp.so.6.0.0
id dev=7:0 ino=579202 size=22728 mtime=1488464839.000000000 build-id=1d12a8566670c95b1b02e341400060d2d825aade
range 0+22728
file /usr/lib/x86_64-linux-gnu/libMagickWand-6.Q16.so.6.0.0
id dev=7:0 ino=581966 size=1203200 mtime=1793266489.000000000 build-id=a0e52cbfd1d1b1ec4f0dc202a802ee373d4b266b
range 0+167936 987136+4096 1126400+76800
file /usr/lib/x86_64-linux-gnu/libMagickCore-6.Q16.so.6.0.0
id dev=7:0 ino=581964 size=2848808 mtime=1793266489.000000000 build-id=68733dd72656d01866b18f79236c49260f3b455f
range 0+393216 442368+147456 913408+200704 1134592+307200 1540096+389120 1961984+704512 2752512+96296
file /usr/lib/x86_64-linux-gnu/libidn2.so.0.3.8
id dev=7:0 ino=579714 size=198776 mtime=1661703271.000000000 build-id=ddba28970641f1f110f7585d57dc5867e2ee4ffd
range 0+98304 126976+71800
file /usr/lib/x86_64-linux-gnu/libbrotlicommon.so.1.0.9
id dev=7:0 ino=582059 size=137376 mtime=1792761221.000000000 build-id=612250b381c7dab8e3d5f683c0f560ac76d53ef0
range 0+137376
file /usr/lib/x86_64-linux-gnu/libdatrie.so.1.4.0
id dev=7:0 ino=579490 size=34736 mtime=1663547029.000000000 build-id=57f62fe2ce6d6db200f0f8cfee3cc987b25a9e2f
range 0+34736
file /usr/lib/x86_64-linux-gnu/libdouble-conversion.so.3.1
id dev=7:0 ino=581968 size=79800 mtime=1660055108.000000000 build-id=c1e78e20543b5faabe79378026d893c59703e7ef
range 0+79800
file /usr/lib/x86_64-linux-gnu/libtinfo.so.6.4
id dev=7:0 ino=579985 size=204088 mtime=1683470027.000000000 build-id=1d6c928a5e4f222cf4479cbb1fd4f63965b10a03
range 0+204088
file /usr/lib/x86_64-linux-gnu/liblzma.so.5.4.1
id dev=7:0 ino=579759 size=190456 mtime=1743710139.000000000 build-id=72a44fc3edc93188d045e65d92d28d50e373dbcb
range 0+190456
file /usr/lib/x86_64-linux-gnu/libicudata.so.72.1
id dev=7:0 ino=579690 size=31262256 mtime=1750621668.000000000 build-id=4af0bd8d2998737d01349e835fa245bdf5b6836c
range 0+69632 31191040+71216
file /usr/lib/x86_64-linux-gnu/libXau.so.6.0.0
id dev=7:0 ino=579187 size=14496 mtime=1611872708.000000000 build-id=84ffa90fee1b716cdc7d8349be47ed6ca4761b75
range 0+14496
file /usr/lib/x86_64-linux-gnu/libenchant-2.so.2.3.3
id dev=7:0 ino=582273 size=47104 mtime=1670873461.000000000 build-id=3a6e296bcccb8f220427c0338d31c27a26ed8b94
range 0+47104
file /usr/lib/x86_64-linux-gnu/libXinerama.so.1.0.0
id dev=7:0 ino=579218 size=18592 mtime=1643811874.000000000 build-id=5a76407b56b10810711c5345defbdf4e2dad3897
range 0+18592
file /usr/lib/x86_64-linux-gnu/libXrandr.so.2.2.0
id dev=7:0 ino=579226 size=47416 mtime=1651010273.000000000 build-id=0372dfb32a5c0d113819e1167f75c81c751373a8
range 0+47416
file /usr/lib/x86_64-linux-gnu/libXcomposite.so.1.0.0
id dev=7:0 ino=579194 size=14344 mtime=1586885034.000000000 build-id=0586ef2cab90572a843bb13ef98243e960b12689
range 0+14344
file /usr/lib/x86_64-linux-gnu/libXdamage.so.1.1.0
id dev=7:0 ino=579198 size=14344 mtime=1672144068.000000000 build-id=89b24d26331bd5aacad90736b408b14300e6932d
range 0+14344
file /usr/lib/x86_64-linux-gnu/libk5crypto.so.3.1
id dev=7:0 ino=579735 size=183048 mtime=1740332544.000000000 build-id=70e76de74fe0886ed8aa0026d88d79ef2c8ba38b
range 0+81920 110592+72456
file /usr/lib/x86_64-linux-gnu/libfftw3.so.3.6.10
id dev=7:0 ino=581626 size=2213808 mtime=1669826447.000000000 build-id=0a9d7be7cf8711c2631f6202441ea57454776e89
range 0+212992 1978368+4096 2076672+137136
file /usr/lib/x86_64-linux-gnu/liblqr-1.so.0.3.2
id dev=7:0 ino=581715 size=55536 mtime=1514766076.000000000 build-id=452562bcee6afe6702df884cfbc2708aa6496236
range 0+55536
file /usr/lib/x86_64-linux-gnu/libltdl.so.7.3.2
id dev=7:0 ino=581717 size=39464 mtime=1712693080.000000000 build-id=5f640d696b971c18d34c3329392232fadba290bb
range 0+39464
file /usr/lib/x86_64-linux-gnu/libbz2.so.1.0.4
id dev=7:0 ino=579444 size=74688 mtime=1663556049.000000000 build-id=462687d0e5080f8f8f3198430fbe3ca849aec026
range 0+74688
file /usr/lib/x86_64-linux-gnu/libdbus-1.so.3.32.4
id dev=7:0 ino=579495 size=346264 mtime=1694858638.000000000 build-id=b63a276ae2d395c20c27cd34e356eba2e5bdca82
range 0+122880 249856+4096 270336+75928
file /usr/lib/x86_64-linux-gnu/libatspi.so.0.0.1
id dev=7:0 ino=579406 size=235768 mtime=1675010376.000000000 build-id=2a331ef41d6cb79d05f434f0998cb7dbb3f96a4a
range 0+235768
file /usr/lib/x86_64-linux-gnu/libnssutil3.so
id dev=7:0 ino=579826 size=203056 mtime=1772055708.000000000 build-id=c6b574381365a62759daa9cf372aff6a90118af9
range 0+203056
file /usr/lib/x86_64-linux-gnu/libdeflate.so.0
id dev=7:0 ino=579504 size=149384 mtime=1664798119.000000000 build-id=8dd45d05f8c7bacfe3e762adce0626c61767fe22
range 0+69632 77824+71560
file /usr/lib/x86_64-linux-gnu/libjbig.so.0
id dev=7:0 ino=579725 size=66240 mtime=1670177776.000000000 build-id=f5569406bd53023e66cd3faea767d4528b734d5a
range 0+66240
file /usr/lib/x86_64-linux-gnu/libLerc.so.4
id dev=7:0 ino=579168 size=616464 mtime=1665824049.000000000 build-id=a06c7b0a556dcac0f57a1efd08c69d9df383afc9
range 0+167936 540672+75792
file /usr/lib/x86_64-linux-gnu/libzstd.so.1.5.4
id dev=7:0 ino=580123 size=763816 mtime=1679173110.000000000 build-id=d662b4158d7eac9a97404296d0a32a0e812a9f67
range 0+86016 675840+4096 692224+71592
file /usr/lib/x86_64-linux-gnu/libpthread.so.0
id dev=7:0 ino=579901 size=14480 mtime=1777320873.000000000 build-id=8d74f897770fa3fafa8db4cfac4596c0587ae698
range 0+14480
file /usr/lib/x86_64-linux-gnu/libwebp.so.7.1.5
id dev=7:0 ino=580028 size=453240 mtime=1694547344.000000000 build-id=e3f3e238b835311926cc04967d7166288fde87b1
range 0+98304 364544+4096 380928+72312
file /usr/lib/x86_64-linux-gnu/libblkid.so.1.1.0
id dev=7:0 ino=579431 size=355328 mtime=1732219314.000000000 build-id=a0182491d79a5fce32537ef44f1876721fe2b428
range 0+102400 253952+4096 262144+93184
file /usr/lib/x86_64-linux-gnu/libdl.so.2
id dev=7:0 ino=579507 size=14480 mtime=1777320873.000000000 build-id=1d8f2556ed30c02f74f5a3c1fc68f0ed70ac2477
range 0+14480
file /usr/lib/x86_64-linux-gnu/libplds4.so
id dev=7:0 ino=579879 size=14472 mtime=1663450146.000000000 build-id=cc64ba2c0e6dab577f6272b686b839d77a3f0f73
range 0+14472
file /usr/lib/x86_64-linux-gnu/libkrb5support.so.0.1
id dev=7:0 ino=579743 size=52224 mtime=1740332544.000000000 build-id=337124fa658e00bbae772740a9dd7c3bda8e0cd3
range 0+52224
file /usr/lib/x86_64-linux-gnu/libcom_err.so.2.1
id dev=7:0 ino=581633 size=18344 mtime=1749229968.000000000 build-id=a1f1770007a931f55d5ba0760633b794222ee278
range 0+18344
file /usr/lib/x86_64-linux-gnu/libgcrypt.so.20.4.1
id dev=7:0 ino=579590 size=1332480 mtime=1668877150.000000000 build-id=fade6d563b1db42d4e193f6dbb712c96bab741c2
range 0+167936 1015808+4096 1228800+103680
file /usr/lib/x86_64-linux-gnu/libsystemd.so.0.35.0
id dev=7:0 ino=581627 size=844736 mtime=1777319335.000000000 build-id=dc32499955f92c27055abb579d03dee81b0d9302
range 0+163840 606208+4096 729088+115648
file /usr/lib/x86_64-linux-gnu/libgpg-error.so.0.33.1
id dev=7:0 ino=579650 size=157768 mtime=1666124568.000000000 build-id=553b3a158bc28ebd0e96946cfe0dcdf35e85fb7e
range 0+157768
file /usr/lib/x86_64-linux-gnu/liblz4.so.1.9.4
id dev=7:0 ino=579755 size=149952 mtime=1661655655.000000000 build-id=29e700d84270c3d01e8e156816591eb4e1b1ea77
range 0+149952
file /usr/lib/x86_64-linux-gnu/libcap.so.2.66
id dev=7:0 ino=579458 size=47288 mtime=1757277826.000000000 build-id=f087fec5a4329d787a152838a75737d4b2e611e1
range 0+47288
file /usr/lib/x86_64-linux-gnu/libmd.so.0.0.5
id dev=7:0 ino=579770 size=47312 mtime=1657417415.000000000 build-id=bfcdab3e6fabdc0d6f3e3e7d562330e80601a5af
range 0+47312
file /usr/lib/x86_64-linux-gnu/libresolv.so.2
id dev=7:0 ino=579917 size=60328 mtime=1777320873.000000000 build-id=48fabb246b1b0ffa238af9b86ad9738b3602a693
range 0+60328
file /usr/lib/x86_64-linux-gnu/libkeyutils.so.1.10
id dev=7:0 ino=579737 size=22448 mtime=1671398158.000000000 build-id=34f01abd80dbfc7728a7c585ad351cb42029693e
range 0+22448
file /usr/lib/x86_64-linux-gnu/libbsd.so.0.11.7
id dev=7:0 ino=579439 size=84840 mtime=1675016808.000000000 build-id=d830808c93622acd159aacd728121ee9d9f8513f
range 0+84840
file /usr/lib/locale/C.utf8/LC_CTYPE
id dev=7:0 ino=28215 size=353616 mtime=1777320873.000000000
range 0+65536 106496+184320
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
file /usr/share/inkscape/ui/units.xml
id dev=7:0 ino=400167 size=2755 mtime=1669483863.000000000
range 0+2755
file /usr/share/inkscape/filters/filters.svg
id dev=7:0 ino=397651 size=207521 mtime=1669483863.000000000
range 0+207521
file /usr/share/inkscape/extensions/jessyink_view.inx
id dev=7:0 ino=397198 size=1140 mtime=1669484610.000000000
range 0+1140
file /usr/share/inkscape/extensions/pathscatter.inx
id dev=7:0 ino=397322 size=2540 mtime=1669484610.000000000
range 0+2540
file /usr/share/inkscape/extensions/jessyink_autotexts.inx
id dev=7:0 ino=397175 size=1137 mtime=1669484610.000000000
range 0+1137
file /usr/share/inkscape/extensions/ink2canvas.inx
id dev=7:0 ino=396958 size=558 mtime=1669484610.000000000
range 0+558
file /usr/share/inkscape/extensions/restack.inx
id dev=7:0 ino=397370 size=2999 mtime=1669484610.000000000
range 0+2999
file /usr/share/inkscape/extensions/color_removeblue.inx
id dev=7:0 ino=396808 size=475 mtime=1669484610.000000000
range 0+475
file /usr/share/inkscape/extensions/nicechart.inx
id dev=7:0 ino=397226 size=5115 mtime=1669484610.000000000
range 0+5115
file /usr/share/inkscape/extensions/layers2svgfont.inx
id dev=7:0 ino=397204 size=481 mtime=1669484610.000000000
range 0+481
file /usr/share/inkscape/extensions/hershey.inx
id dev=7:0 ino=396942 size=4636 mtime=1669484610.000000000
range 0+4636
file /usr/share/inkscape/extensions/convert2dashes.inx
id dev=7:0 ino=396819 size=482 mtime=1669484610.000000000
range 0+482
file /usr/share/inkscape/extensions/text_merge.inx
id dev=7:0 ino=397439 size=1307 mtime=1669484611.000000000
range 0+1307
file /usr/share/inkscape/extensions/interp.inx
id dev=7:0 ino=397168 size=1482 mtime=1669484610.000000000
range 0+1482
file /usr/share/inkscape/extensions/jessyink_transitions.inx
id dev=7:0 ino=397191 size=1809 mtime=1669484610.000000000
range 0+1809
file /usr/share/inkscape/extensions/path_to_absolute.inx
id dev=7:0 ino=397317 size=479 mtime=1669484610.000000000
range 0+479
file /usr/share/inkscape/extensions/extrude.inx
id dev=7:0 ino=396910 size=2145 mtime=1669484610.000000000
range 0+2145
file /usr/share/inkscape/extensions/jessyink_effects.inx
id dev=7:0 ino=397177 size=1947 mtime=1669484610.000000000
range 0+1947
file /usr/share/inkscape/extensions/next_glyph_layer.inx
id dev=7:0 ino=397224 size=454 mtime=1669484610.000000000
range 0+454
file /usr/share/inkscape/extensions/dxf12_outlines.inx
id dev=7:0 ino=396895 size=778 mtime=1669484610.000000000
range 0+778
file /usr/share/inkscape/extensions/raster_output_jpg.inx
id dev=7:0 ino=397346 size=1915 mtime=1669484610.000000000
range 0+1915
file /usr/share/inkscape/extensions/perspective.inx
id dev=7:0 ino=397328 size=471 mtime=1669484610.000000000
range 0+471
file /usr/share/inkscape/extensions/xaml2svg.inx
id dev=7:0 ino=397488 size=523 mtime=1669484611.000000000
range 0+523
file /usr/share/inkscape/extensions/color_desaturate.inx
id dev=7:0 ino=396784 size=473 mtime=1669484610.000000000
range 0+473
file /usr/share/inkscape/extensions/polyhedron_3d.inx
id dev=7:0 ino=397335 size=6271 mtime=1669484610.000000000
range 0+6271
file /usr/share/inkscape/extensions/image_embed.inx
id dev=7:0 ino=396952 size=619 mtime=1669484610.000000000
range 0+619
file /usr/share/inkscape/extensions/motion.inx
id dev=7:0 ino=397220 size=807 mtime=1669484610.000000000
range 0+807
file /usr/share/inkscape/extensions/template_seamless_pattern.inx
id dev=7:0 ino=397428 size=1107 mtime=1669484610.000000000
range 0+1107
file /usr/share/inkscape/extensions/web_set_att.inx
id dev=7:0 ino=397465 size=2967 mtime=1669484611.000000000
range 0+2967
file /usr/share/inkscape/extensions/path_envelope.inx
id dev=7:0 ino=397309 size=468 mtime=1669484610.000000000
range 0+468
file /usr/share/inkscape/extensions/text_extract.inx
id dev=7:0 ino=397433 size=1238 mtime=1669484611.000000000
range 0+1238
file /usr/share/inkscape/extensions/export_gimp_palette.inx
id dev=7:0 ino=396908 size=595 mtime=1669484610.000000000
range 0+595
file /usr/share/inkscape/extensions/template_page.inx
id dev=7:0 ino=397427 size=2194 mtime=1669484610.000000000
range 0+2194
file /usr/share/inkscape/extensions/color_lesshue.inx
id dev=7:0 ino=396790 size=466 mtime=1669484610.000000000
range 0+466
file /usr/share/inkscape/extensions/dimension.inx
id dev=7:0 ino=396823 size=859 mtime=1669484610.000000000
range 0+859
file /usr/share/inkscape/extensions/spirograph.inx
id dev=7:0 ino=397381 size=1265 mtime=1669484610.000000000
range 0+1265
file /usr/share/inkscape/extensions/fig_input.inx
id dev=7:0 ino=396912 size=624 mtime=1669484610.000000000
range 0+624
file /usr/share/inkscape/extensions/rtree.inx
id dev=7:0 ino=397372 size=841 mtime=1669484610.000000000
range 0+841
file /usr/share/inkscape/extensions/funcplot.inx
id dev=7:0 ino=396923 size=3752 mtime=1669484610.000000000
range 0+3752
file /usr/share/inkscape/extensions/dhw_input.inx
id dev=7:0 ino=396821 size=579 mtime=1669484610.000000000
range 0+579
file /usr/share/inkscape/extensions/text_sentencecase.inx
id dev=7:0 ino=397443 size=499 mtime=1669484611.000000000
range 0+499
file /usr/share/inkscape/extensions/color_replace.inx
id dev=7:0 ino=396814 size=944 mtime=1669484610.000000000
range 0+944
file /usr/share/inkscape/extensions/jitternodes.inx
id dev=7:0 ino=397200 size=1558 mtime=1669484610.000000000
range 0+1558
file /usr/share/inkscape/extensions/text_lowercase.inx
id dev=7:0 ino=397437 size=488 mtime=1669484611.000000000
range 0+488
file /usr/share/inkscape/extensions/dxf_input.inx
id dev=7:0 ino=396900 size=2713 mtime=1669484610.000000000
range 0+2713
file /usr/share/inkscape/extensions/other/gcodetools/gcodetools_prepare_path_for_plasma.inx
id dev=7:0 ino=397297 size=2967 mtime=1669484613.000000000
range 0+2967
file /usr/share/inkscape/extensions/other/gcodetools/gcodetools_graffiti.inx
id dev=7:0 ino=397293 size=6489 mtime=1669484613.000000000
range 0+6489
file /usr/share/inkscape/extensions/other/gcodetools/gcodetools_orientation_points.inx
id dev=7:0 ino=397295 size=2958 mtime=1669484613.000000000
range 0+2958
file /usr/share/inkscape/extensions/other/gcodetools/gcodetools_path_to_gcode.inx
id dev=7:0 ino=397296 size=5046 mtime=1669484613.000000000
range 0+5046
file /usr/share/inkscape/extensions/other/gcodetools/gcodetools_dxf_points.inx
id dev=7:0 ino=397291 size=3689 mtime=1669484613.000000000
range 0+3689
file /usr/share/inkscape/extensions/other/gcodetools/gcodetools_tools_library.inx
id dev=7:0 ino=397298 size=2281 mtime=1669484613.000000000
range 0+2281
file /usr/share/inkscape/extensions/other/gcodetools/gcodetools_about.inx
id dev=7:0 ino=397289 size=1733 mtime=1669484613.000000000
range 0+1733
file /usr/share/inkscape/extensions/other/gcodetools/gcodetools_lathe.inx
id dev=7:0 ino=397294 size=6346 mtime=1669484613.000000000
range 0+6346
file /usr/share/inkscape/extensions/other/gcodetools/gcodetools_area.inx
id dev=7:0 ino=397290 size=7310 mtime=1669484613.000000000
range 0+7310
file /usr/share/inkscape/extensions/other/gcodetools/gcodetools_engraving.inx
id dev=7:0 ino=397292 size=4892 mtime=1669484613.000000000
range 0+4892
file /usr/share/inkscape/extensions/other/clipart/import_web_image.inx
id dev=7:0 ino=397234 size=466 mtime=1669484613.000000000
range 0+466
file /usr/share/inkscape/extensions/dpi90to96.inx
id dev=7:0 ino=396890 size=670 mtime=1669484610.000000000
range 0+670
file /usr/share/inkscape/extensions/color_lesslight.inx
id dev=7:0 ino=396792 size=472 mtime=1669484610.000000000
range 0+472
file /usr/share/inkscape/extensions/render_barcode_datamatrix.inx
id dev=7:0 ino=397360 size=2546 mtime=1669484610.000000000
range 0+2546
file /usr/share/inkscape/extensions/template_business_card.inx
id dev=7:0 ino=397420 size=1464 mtime=1669484610.000000000
range 0+1464
file /usr/share/inkscape/extensions/foldablebox.inx
id dev=7:0 ino=396916 size=1304 mtime=1669484610.000000000
range 0+1304
file /usr/share/inkscape/extensions/color_blackandwhite.inx
id dev=7:0 ino=396776 size=591 mtime=1669484610.000000000
range 0+591
file /usr/share/inkscape/extensions/addnodes.inx
id dev=7:0 ino=396667 size=1339 mtime=1669484610.000000000
range 0+1339
file /usr/share/inkscape/extensions/color_removered.inx
id dev=7:0 ino=396812 size=472 mtime=1669484610.000000000
range 0+472
file /usr/share/inkscape/extensions/jessyink_key_bindings.inx
id dev=7:0 ino=397183 size=5447 mtime=1669484610.000000000
range 0+5447
file /usr/share/inkscape/extensions/color_brighter.inx
id dev=7:0 ino=396778 size=467 mtime=1669484610.000000000
range 0+467
file /usr/share/inkscape/extensions/jessyink_mouse_handler.inx
id dev=7:0 ino=397187 size=1064 mtime=1669484610.000000000
range 0+1064
file /usr/share/inkscape/extensions/aisvg.inx
id dev=7:0 ino=396669 size=562 mtime=1669484610.000000000
range 0+562
file /usr/share/inkscape/extensions/template_desktop.inx
id dev=7:0 ino=397421 size=2219 mtime=1669484610.000000000
range 0+2219
file /usr/share/inkscape/extensions/text_flipcase.inx
id dev=7:0 ino=397435 size=487 mtime=1669484611.000000000
range 0+487
file /usr/share/inkscape/extensions/lorem_ipsum.inx
id dev=7:0 ino=397210 size=1424 mtime=1669484610.000000000
range 0+1424
file /usr/share/inkscape/extensions/layout_nup.inx
id dev=7:0 ino=397206 size=4212 mtime=1669484610.000000000
range 0+4212
file /usr/share/inkscape/extensions/layer2png.inx
id dev=7:0 ino=397202 size=1991 mtime=1669484610.000000000
range 0+1991
file /usr/share/inkscape/extensions/doc_ai_convert.inx
id dev=7:0 ino=396825 size=1445 mtime=1669484610.000000000
range 0+1445
file /usr/share/inkscape/extensions/raster_output_webp.inx
id dev=7:0 ino=397353 size=1506 mtime=1669484610.000000000
range 0+1506
file /usr/share/inkscape/extensions/hpgl_input.inx
id dev=7:0 ino=396946 size=1489 mtime=1669484610.000000000
range 0+1489
file /usr/share/inkscape/extensions/color_list.inx
id dev=7:0 ino=396796 size=467 mtime=1669484610.000000000
range 0+467
file /usr/share/inkscape/extensions/text_titlecase.inx
id dev=7:0 ino=397447 size=490 mtime=1669484611.000000000
range 0+490
file /usr/share/inkscape/extensions/whirl.inx
id dev=7:0 ino=397476 size=644 mtime=1669484611.000000000
range 0+644
file /usr/share/inkscape/extensions/handles.inx
id dev=7:0 ino=396940 size=472 mtime=1669484610.000000000
range 0+472
file /usr/share/inkscape/extensions/render_alphabetsoup.inx
id dev=7:0 ino=397355 size=842 mtime=1669484610.000000000
range 0+842
file /usr/share/inkscape/extensions/triangle.inx
id dev=7:0 ino=397456 size=1528 mtime=1669484611.000000000
range 0+1528
file /usr/share/inkscape/extensions/color_randomize.inx
id dev=7:0 ino=396806 size=1453 mtime=1669484610.000000000
range 0+1453
file /usr/share/inkscape/extensions/pdflatex.inx
id dev=7:0 ino=397324 size=1726 mtime=1669484610.000000000
range 0+1726
file /usr/share/inkscape/extensions/image_extract.inx
id dev=7:0 ino=396955 size=1343 mtime=1669484610.000000000
range 0+1343
file /usr/share/inkscape/extensions/hpgl_output.inx
id dev=7:0 ino=396948 size=5018 mtime=1669484610.000000000
range 0+5018
file /usr/share/inkscape/extensions/grid_polar.inx
id dev=7:0 ino=396934 size=2731 mtime=1669484610.000000000
range 0+2731
file /usr/share/inkscape/extensions/dxf_outlines.inx
id dev=7:0 ino=396903 size=3579 mtime=1669484610.000000000
range 0+3579
file /usr/share/inkscape/extensions/interp_att_g.inx
id dev=7:0 ino=397170 size=3382 mtime=1669484610.000000000
range 0+3382
file /usr/share/inkscape/extensions/lindenmayer.inx
id dev=7:0 ino=397208 size=1959 mtime=1669484610.000000000
range 0+1959
file /usr/share/inkscape/extensions/scribus_export_pdf.inx
id dev=7:0 ino=397376 size=2264 mtime=1669484610.000000000
range 0+2264
file /usr/share/inkscape/extensions/ps_input.inx
id dev=7:0 ino=397343 size=1175 mtime=1669484610.000000000
range 0+1175
file /usr/share/inkscape/extensions/color_hsl_adjust.inx
id dev=7:0 ino=396788 size=1708 mtime=1669484610.000000000
range 0+1708
file /usr/share/inkscape/extensions/previous_glyph_layer.inx
id dev=7:0 ino=397339 size=466 mtime=1669484610.000000000
range 0+466
file /usr/share/inkscape/extensions/template_dvd_cover.inx
id dev=7:0 ino=397422 size=1261 mtime=1669484610.000000000
range 0+1261
file /usr/share/inkscape/extensions/webslicer_create_group.inx
id dev=7:0 ino=397469 size=1974 mtime=1669484611.000000000
range 0+1974
file /usr/share/inkscape/extensions/web_interactive_mockup.inx
id dev=7:0 ino=397463 size=2329 mtime=1669484611.000000000
range 0+2329
file /usr/share/inkscape/extensions/image_extract_selected.inx
id dev=7:0 ino=396957 size=1204 mtime=1669484610.000000000
range 0+1204
file /usr/share/inkscape/extensions/render_barcode_qrcode.inx
id dev=7:0 ino=397362 size=6292 mtime=1669484610.000000000
range 0+6292
file /usr/share/inkscape/extensions/plotter.inx
id dev=7:0 ino=397332 size=9348 mtime=1669484610.000000000
range 0+9348
file /usr/share/inkscape/extensions/color_rgbbarrel.inx
id dev=7:0 ino=396816 size=472 mtime=1669484610.000000000
range 0+472
file /usr/share/inkscape/extensions/measure.inx
id dev=7:0 ino=397214 size=4887 mtime=1669484610.000000000
range 0+4887
file /usr/share/inkscape/extensions/jessyink_install.inx
id dev=7:0 ino=397181 size=809 mtime=1669484610.000000000
range 0+809
file /usr/share/inkscape/extensions/raster_output_tiff.inx
id dev=7:0 ino=397351 size=1513 mtime=1669484610.000000000
range 0+1513
file /usr/share/inkscape/extensions/tar_layers.inx
id dev=7:0 ino=397417 size=803 mtime=1669484610.000000000
range 0+803
file /usr/share/inkscape/extensions/color_moresaturation.inx
id dev=7:0 ino=396802 size=487 mtime=1669484610.000000000
range 0+487
file /usr/share/inkscape/extensions/path_number_nodes.inx
id dev=7:0 ino=397315 size=1531 mtime=1669484610.000000000
range 0+1531
file /usr/share/inkscape/extensions/svg2fxg.inx
id dev=7:0 ino=397385 size=524 mtime=1669484610.000000000
range 0+524
file /usr/share/inkscape/extensions/svgfont2layers.inx
id dev=7:0 ino=397411 size=580 mtime=1669484610.000000000
range 0+580
file /usr/share/inkscape/extensions/color_negative.inx
id dev=7:0 ino=396804 size=467 mtime=1669484610.000000000
range 0+467
file /usr/share/inkscape/extensions/rubberstretch.inx
id dev=7:0 ino=397374 size=674 mtime=1669484610.000000000
range 0+674
file /usr/share/inkscape/extensions/image_embed_selected.inx
id dev=7:0 ino=396954 size=559 mtime=1669484610.000000000
range 0+559
file /usr/share/inkscape/extensions/color_darker.inx
id dev=7:0 ino=396782 size=461 mtime=1669484610.000000000
range 0+461
file /usr/share/inkscape/extensions/web_transmit_att.inx
id dev=7:0 ino=397467 size=2745 mtime=1669484611.000000000
range 0+2745
file /usr/share/inkscape/extensions/grid_cartesian.inx
id dev=7:0 ino=396930 size=4763 mtime=1669484610.000000000
range 0+4763
file /usr/share/inkscape/extensions/dpi96to90.inx
id dev=7:0 ino=396891 size=670 mtime=1669484610.000000000
range 0+670
file /usr/share/inkscape/extensions/webslicer_export.inx
id dev=7:0 ino=397474 size=1249 mtime=1669484611.000000000
range 0+1249
file /usr/share/inkscape/extensions/jessyink_video.inx
id dev=7:0 ino=397195 size=761 mtime=1669484610.000000000
range 0+761
file /usr/share/inkscape/extensions/webslicer_create_rect.inx
id dev=7:0 ino=397471 size=3945 mtime=1669484611.000000000
range 0+3945
file /usr/share/inkscape/extensions/path_mesh_p2m.inx
id dev=7:0 ino=397313 size=894 mtime=1669484610.000000000
range 0+894
file /usr/share/inkscape/extensions/text_split.inx
id dev=7:0 ino=397445 size=1913 mtime=1669484611.000000000
range 0+1913
file /usr/share/inkscape/extensions/render_gears.inx
id dev=7:0 ino=397366 size=1311 mtime=1669484610.000000000
range 0+1311
file /usr/share/inkscape/extensions/flatten.inx
id dev=7:0 ino=396914 size=595 mtime=1669484610.000000000
range 0+595
file /usr/share/inkscape/extensions/color_morehue.inx
id dev=7:0 ino=396798 size=466 mtime=1669484610.000000000
range 0+466
file /usr/share/inkscape/extensions/markers_strokepaint.inx
id dev=7:0 ino=397212 size=1609 mtime=1669484610.000000000
range 0+1609
file /usr/share/inkscape/extensions/setup_typography_canvas.inx
id dev=7:0 ino=397379 size=925 mtime=1669484610.000000000
range 0+925
file /usr/share/inkscape/extensions/voronoi2svg.inx
id dev=7:0 ino=397461 size=1979 mtime=1669484611.000000000
range 0+1979
file /usr/share/inkscape/extensions/inkman/inkman/manage_extensions.inx
id dev=7:0 ino=397157 size=518 mtime=1669484614.000000000
range 0+518
file /usr/share/inkscape/extensions/new_glyph_layer.inx
id dev=7:0 ino=397222 size=536 mtime=1669484610.000000000
range 0+536
file /usr/share/inkscape/extensions/draw_from_triangle.inx
id dev=7:0 ino=396893 size=4975 mtime=1669484610.000000000
range 0+4975
file /usr/share/inkscape/extensions/text_randomcase.inx
id dev=7:0 ino=397441 size=493 mtime=1669484611.000000000
range 0+493
file /usr/share/inkscape/extensions/straightseg.inx
id dev=7:0 ino=397383 size=670 mtime=1669484610.000000000
range 0+670
file /usr/share/inkscape/extensions/jessyink_master_slide.inx
id dev=7:0 ino=397185 size=929 mtime=1669484610.000000000
range 0+929
file /usr/share/inkscape/extensions/gimp_xcf.inx
id dev=7:0 ino=396928 size=1998 mtime=1669484610.000000000
range 0+1998
file /usr/share/inkscape/extensions/svg2xaml.inx
id dev=7:0 ino=397387 size=622 mtime=1669484610.000000000
range 0+622
file /usr/share/inkscape/extensions/replace_font.inx
id dev=7:0 ino=397368 size=1487 mtime=1669484610.000000000
range 0+1487
file /usr/share/inkscape/extensions/frame.inx
id dev=7:0 ino=396921 size=2471 mtime=1669484610.000000000
range 0+2471
file /usr/share/inkscape/extensions/synfig_output.inx
id dev=7:0 ino=397414 size=791 mtime=1669484610.000000000
range 0+791
file /usr/share/inkscape/extensions/docinfo.inx
id dev=7:0 ino=396827 size=494 mtime=1669484610.000000000
range 0+494
file /usr/share/inkscape/extensions/fractalize.inx
id dev=7:0 ino=396919 size=621 mtime=1669484610.000000000
range 0+621
file /usr/share/inkscape/extensions/pixelsnap.inx
id dev=7:0 ino=397330 size=1307 mtime=1669484610.000000000
range 0+1307
file /usr/share/inkscape/extensions/template_envelope.inx
id dev=7:0 ino=397424 size=1141 mtime=1669484610.000000000
range 0+1141
file /usr/share/inkscape/extensions/render_gear_rack.inx
id dev=7:0 ino=397364 size=789 mtime=1669484610.000000000
range 0+789
file /usr/share/inkscape/extensions/jessyink_uninstall.inx
id dev=7:0 ino=397193 size=1423 mtime=1669484610.000000000
range 0+1423
file /usr/share/inkscape/extensions/text_uppercase.inx
id dev=7:0 ino=397449 size=488 mtime=1669484611.000000000
range 0+488
file /usr/share/inkscape/extensions/path_mesh_m2p.inx
id dev=7:0 ino=397311 size=1116 mtime=1669484610.000000000
range 0+1116
file /usr/share/inkscape/extensions/guillotine.inx
id dev=7:0 ino=396938 size=926 mtime=1669484610.000000000
range 0+926
file /usr/share/inkscape/extensions/guides_creator.inx
id dev=7:0 ino=396936 size=5265 mtime=1669484610.000000000
range 0+5265
file /usr/share/inkscape/extensions/output_scour.inx
id dev=7:0 ino=397304 size=9376 mtime=1669484610.000000000
range 0+9376
file /usr/share/inkscape/extensions/color_grayscale.inx
id dev=7:0 ino=396786 size=470 mtime=1669484610.000000000
range 0+470
file /usr/share/inkscape/extensions/template_icon.inx
id dev=7:0 ino=397426 size=996 mtime=1669484610.000000000
range 0+996
file /usr/share/inkscape/extensions/template_video.inx
id dev=7:0 ino=397430 size=1680 mtime=1669484610.000000000
range 0+1680
file /usr/share/inkscape/extensions/raster_output_png.inx
id dev=7:0 ino=397349 size=1702 mtime=1669484610.000000000
range 0+1702
file /usr/share/inkscape/extensions/edge3d.inx
id dev=7:0 ino=396905 size=1111 mtime=1669484610.000000000
range 0+1111
file /usr/share/inkscape/extensions/wireframe_sphere.inx
id dev=7:0 ino=397478 size=1056 mtime=1669484611.000000000
range 0+1056
file /usr/share/inkscape/extensions/jessyink_summary.inx
id dev=7:0 ino=397189 size=744 mtime=1669484610.000000000
range 0+744
file /usr/share/inkscape/extensions/jessyink_export.inx
id dev=7:0 ino=397179 size=1480 mtime=1669484610.000000000
range 0+1480
file /usr/share/inkscape/extensions/text_braille.inx
id dev=7:0 ino=397431 size=472 mtime=1669484611.000000000
range 0+472
file /usr/share/inkscape/extensions/color_morelight.inx
id dev=7:0 ino=396800 size=472 mtime=1669484610.000000000
range 0+472
file /usr/share/inkscape/extensions/prepare_file_save_as.inx
id dev=7:0 ino=397337 size=496 mtime=1669484610.000000000
range 0+496
file /usr/share/inkscape/extensions/pathalongpath.inx
id dev=7:0 ino=397319 size=3084 mtime=1669484610.000000000
range 0+3084
file /usr/share/inkscape/extensions/merge_styles.inx
id dev=7:0 ino=397218 size=848 mtime=1669484610.000000000
range 0+848
file /usr/share/inkscape/extensions/eps_input.inx
id dev=7:0 ino=396907 size=1262 mtime=1669484610.000000000
range 0+1262
file /usr/share/inkscape/extensions/media_zip.inx
id dev=7:0 ino=397216 size=982 mtime=1669484610.000000000
range 0+982
file /usr/share/inkscape/extensions/color_custom.inx
id dev=7:0 ino=396780 size=1459 mtime=1669484610.000000000
range 0+1459
file /usr/share/inkscape/extensions/svgcalendar.inx
id dev=7:0 ino=397409 size=10530 mtime=1669484610.000000000
range 0+10530
file /usr/share/inkscape/extensions/inkscape_follow_link.inx
id dev=7:0 ino=397164 size=432 mtime=1669484610.000000000
range 0+432
file /usr/share/inkscape/extensions/render_barcode.inx
id dev=7:0 ino=397358 size=1520 mtime=1669484610.000000000
range 0+1520
file /usr/share/inkscape/extensions/generate_voronoi.inx
id dev=7:0 ino=396925 size=1418 mtime=1669484610.000000000
range 0+1418
file /usr/share/inkscape/extensions/perfectboundcover.inx
id dev=7:0 ino=397326 size=2479 mtime=1669484610.000000000
range 0+2479
file /usr/share/inkscape/extensions/template_generic.inx
id dev=7:0 ino=397425 size=1900 mtime=1669484610.000000000
range 0+1900
file /usr/share/inkscape/extensions/image_attributes.inx
id dev=7:0 ino=396950 size=4006 mtime=1669484610.000000000
range 0+4006
file /usr/share/inkscape/extensions/ungroup_deep.inx
id dev=7:0 ino=397458 size=866 mtime=1669484611.000000000
range 0+866
file /usr/share/inkscape/extensions/printing_marks.inx
id dev=7:0 ino=397341 size=2518 mtime=1669484610.000000000
range 0+2518
file /usr/share/inkscape/extensions/grid_isometric.inx
id dev=7:0 ino=396932 size=1504 mtime=1669484610.000000000
range 0+1504
file /usr/share/inkscape/extensions/color_lesssaturation.inx
id dev=7:0 ino=396794 size=487 mtime=1669484610.000000000
range 0+487
file /usr/share/inkscape/extensions/color_removegreen.inx
id dev=7:0 ino=396810 size=478 mtime=1669484610.000000000
range 0+478
file /usr/share/inkscape/extensions/param_curves.inx
id dev=7:0 ino=397307 size=3488 mtime=1669484610.000000000
range 0+3488
file /usr/share/inkscape/extensions/xaml2svg.xsl
id dev=7:0 ino=397489 size=5826 mtime=1669484611.000000000
range 0+5826
file /usr/share/inkscape/extensions/xaml2svg/animation.xsl
id dev=7:0 ino=397481 size=6559 mtime=1669484611.000000000
range 0+6559
file /usr/share/inkscape/extensions/xaml2svg/brushes.xsl
id dev=7:0 ino=397482 size=14795 mtime=1669484611.000000000
range 0+14795
file /usr/share/inkscape/extensions/xaml2svg/canvas.xsl
id dev=7:0 ino=397483 size=4745 mtime=1669484611.000000000
range 0+4745
file /usr/share/inkscape/extensions/xaml2svg/geometry.xsl
id dev=7:0 ino=397484 size=12606 mtime=1669484611.000000000
range 0+12606
file /usr/share/inkscape/extensions/xaml2svg/properties.xsl
id dev=7:0 ino=397485 size=14957 mtime=1669484611.000000000
range 0+14957
file /usr/share/inkscape/extensions/xaml2svg/shapes.xsl
id dev=7:0 ino=397486 size=7882 mtime=1669484611.000000000
range 0+7882
file /usr/share/inkscape/extensions/xaml2svg/transform.xsl
id dev=7:0 ino=397487 size=5243 mtime=1669484611.000000000
range 0+5243
file /usr/share/inkscape/extensions/aisvg.xslt
id dev=7:0 ino=396670 size=1367 mtime=1669484610.000000000
range 0+1367
file /usr/share/inkscape/extensions/svg2fxg.xsl
id dev=7:0 ino=397386 size=102713 mtime=1669484610.000000000
range 0+102713
file /usr/share/inkscape/extensions/svg2xaml.xsl
id dev=7:0 ino=397388 size=108676 mtime=1669484610.000000000
range 0+108676
file /usr/share/inkscape/extensions/inkex/interfaces/__init__.py
id dev=7:0 ino=397052 size=0 mtime=1669484610.000000000
misses 1
file /usr/share/inkscape/extensions/inkex/interfaces/IElement.py
id dev=7:0 ino=397051 size=1006 mtime=1669484610.000000000
misses 1
range 0+1006
file /usr/share/inkscape/extensions/tools/generate_argparse_conf.py
id dev=7:0 ino=397452 size=2027 mtime=1669484611.000000000
misses 1
range 0+2027
file /usr/share/inkscape/extensions/tools/__pycache__/generate_argparse_conf.cpython-311.pyc
id dev=7:0 ino=397454 size=3588 mtime=1795782452.363537792
misses 1
range 0+3588
file /usr/share/inkscape/extensions/docs/dev/index.rst
id dev=7:0 ino=396864 size=175 mtime=1669484610.000000000
misses 1
range 0+175
file /usr/share/inkscape/extensions/docs/dev/getting-started.rst
id dev=7:0 ino=396863 size=5235 mtime=1669484610.000000000
misses 1
range 0+5235
file /usr/share/inkscape/extensions/docs/__pycache__/conf.cpython-311.pyc
id dev=7:0 ino=396888 size=1390 mtime=1795782452.082737471
misses 1
range 0+1390
file /usr/share/inkscape/extensions/docs/source/index.rst
id dev=7:0 ino=396869 size=400 mtime=1669484610.000000000
misses 1
range 0+400
file /usr/share/inkscape/extensions/docs/_templates/versions.html
id dev=7:0 ino=396832 size=805 mtime=1669484610.000000000
misses 1
range 0+805
file /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/cg-exec
id dev=7:1 ino=131092 size=16776 mtime=1795789225.154365187 build-id=e963a0bdb25631a1f8f6619736ed5f4cbb87dc05
range 0+16776
file /var/cache/fontconfig/a4e60e8d1e10d2fdff3fe3037a1845fb-le64.cache-8
id dev=7:0 ino=402068 size=52456 mtime=1795782451.869140622
range 0+52456
file /var/cache/fontconfig/d589a48862398ed80a3d6066f4f56f4c-le64.cache-8
id dev=7:0 ino=402070 size=49448 mtime=1795782451.794737065
range 0+49448
file /var/cache/fontconfig/6cc790b63b123a6a96ee260fcdad32a9-le64.cache-8
id dev=7:0 ino=402071 size=58472 mtime=1795782451.758444652
range 0+58472
file /var/cache/fontconfig/e13b20fdb08344e0e664864cc2ede53d-le64.cache-8
id dev=7:0 ino=402079 size=52256 mtime=1795782451.736538959
range 0+52256
file /var/cache/fontconfig/c57959a16110560c8d0fcea73374aeeb-le64.cache-8
id dev=7:0 ino=402069 size=18048 mtime=1795782451.797551112
range 0+18048
file /var/cache/fontconfig/da43223dd54fb3bb4243ae19d4b583b2-le64.cache-8
id dev=7:0 ino=402065 size=2552 mtime=1795782451.795714010
range 0+2552
file /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
id dev=7:0 ino=284718 size=759720 mtime=1678437335.000000000
range 0+73728 204800+192512 532480+227240
lookup /etc/ld.so.preload
lookup /etc/selinux/config
lookup /usr/local/share/inkscape
lookup-in /usr/share/inkscape ino=396572
lookup-in /usr/share/inkscape/filters ino=397650
lookup-in /usr/share/inkscape/doc ino=396584
lookup-in /usr/share/inkscape/markers ino=399785
lookup-in /usr/share/inkscape/templates ino=399853
lookup-in /usr/share/inkscape/themes ino=399934
lookup-in /usr/share/inkscape/examples ino=396599
lookup-in /usr/share/inkscape/paint ino=399787
lookup-in /usr/share/inkscape/extensions ino=396630
lookup-in /usr/share/inkscape/pixmaps ino=399814
lookup-in /usr/share/inkscape/icons ino=397653
lookup-in /usr/share/inkscape/branding ino=396577
lookup-in /usr/share/inkscape/screens ino=399823
lookup-in /usr/share/inkscape/ui ino=400098
lookup-in /usr/share/inkscape/symbols ino=399847
lookup-in /usr/share/inkscape/attributes ino=396573
lookup-in /usr/share/inkscape/keys ino=399773
lookup-in /usr/share/inkscape/palettes ino=399790
lookup-in /usr/share/inkscape/fonts ino=397652
lookup /etc/inkscape
lookup /var/lib/inkscape
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/home/.inkscape
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/dfsao5x2d/config/inkscape
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/home/.local/share/inkscape
lookup /tmp/preload-scratch.giPue0/tmp/preload-lab-28jhesy8/dfsao5x2d/cache/inkscape
lookup-in /usr/share/inkscape/extensions/ink2canvas_lib ino=396960
lookup-in /usr/share/inkscape/extensions/ink2canvas_lib/__pycache__ ino=396964
lookup-in /usr/share/inkscape/extensions/alphabet_soup ino=396671
lookup-in /usr/share/inkscape/extensions/other/gcodetools ino=397281
lookup-in /usr/share/inkscape/extensions/other/clipart ino=397229
lookup-in /usr/share/inkscape/extensions/barcode ino=396744
lookup-in /usr/share/inkscape/extensions/barcode/__pycache__ ino=396760
lookup-in /usr/share/inkscape/extensions/inkex ino=396968
lookup-in /usr/share/inkscape/extensions/inkex/deprecated-simple ino=396985
lookup-in /usr/share/inkscape/extensions/inkex/tester ino=397062
lookup-in /usr/share/inkscape/extensions/inkex/elements ino=397004
lookup-in /usr/share/inkscape/extensions/inkex/__pycache__ ino=397085
lookup-in /usr/share/inkscape/extensions/inkex/deprecated ino=396975
lookup-in /usr/share/inkscape/extensions/inkex/gui ino=397033
lookup-in /usr/share/inkscape/extensions/__pycache__ ino=397490
lookup-in /usr/share/inkscape/extensions/xaml2svg ino=397480
lookup-in /usr/share/inkscape/extensions/svg_fonts ino=397389
lookup-in /usr/share/inkscape/extensions/Poly3DObjects ino=396637
lookup-in /usr/share/inkscape/extensions/inkman/inkman ino=397105
lookup-in /usr/share/inkscape/extensions/docs ino=396829
lookup-in /usr/share/inkscape/extensions/docs/tutorial ino=396870
lookup-in /usr/share/inkscape/extensions/docs/authors ino=396833
