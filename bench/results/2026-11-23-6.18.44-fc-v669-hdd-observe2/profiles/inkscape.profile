preload-profile 1
# Learned by preloadctl record: files in first-use order, byte ranges read, paths looked up.
name inkscape
observed 3
file /usr/bin/inkscape
id dev=7:0 ino=132226 size=22848 mtime=1793029317.000000000 build-id=3ce4c054fe87ffaa67818efad567a538a438b165
range 0+22848
file /usr/lib/x86_64-linux-gnu/libvisio-0.1.so.1.0.7
id dev=7:0 ino=198653 size=704016 mtime=1668031152.000000000 build-id=6bd65b2cce24360e832ec2ad401d72ea85fc8e07
range 0+122880 679936+24080
file /usr/lib/x86_64-linux-gnu/libpoppler.so.126.0.0
id dev=7:0 ino=198645 size=3753768 mtime=1785443344.000000000 build-id=3331e094c090799e243fe2064d217a758b7597d2
range 0+1048576 1769472+65536 2883584+65536 3358720+393216
file /usr/lib/x86_64-linux-gnu/librevenge-stream-0.0.so.0.0.5
id dev=7:0 ino=198601 size=125680 mtime=1672950529.000000000 build-id=f84e787068d9fe393c695fe9d6acd18e66616e05
range 0+86016 118784+6896
file /usr/lib/x86_64-linux-gnu/librevenge-0.0.so.0.0.5
id dev=7:0 ino=198599 size=187688 mtime=1672950529.000000000 build-id=e8996154173b80cb39ade13dffa08fb1558aed0b
range 0+106496 180224+7464
file /usr/lib/x86_64-linux-gnu/libwpg-0.3.so.3.0.3
id dev=7:0 ino=198657 size=117448 mtime=1546457468.000000000 build-id=ac18f406060f8a3266db44be720114b48c5d53ee
range 0+81920 106496+10952
file /usr/lib/x86_64-linux-gnu/libpoppler-glib.so.8.24.0
id dev=7:0 ino=198647 size=444392 mtime=1785443344.000000000 build-id=e87583b567c005255540dd0fa75ddc828814db75
range 0+196608 417792+26600
file /usr/lib/x86_64-linux-gnu/liblcms2.so.2.0.14
id dev=7:0 ino=196422 size=398304 mtime=1676842348.000000000 build-id=da90fc099be31f712bfb71c37b7dc6f7fcd66f5d
range 0+110592 376832+20480
file /usr/lib/x86_64-linux-gnu/libgc.so.1.5.1
id dev=7:0 ino=198607 size=188656 mtime=1662453014.000000000 build-id=efb0c5b7dfd620429eea32d028281c5290e9589f
range 0+188416
file /usr/lib/x86_64-linux-gnu/libgobject-2.0.so.0.7400.6
id dev=7:0 ino=196317 size=387288 mtime=1765808978.000000000 build-id=d56c5a278ee6e10faea0a792cbbf7a764701a962
range 0+331776 372736+14552
file /usr/lib/x86_64-linux-gnu/libgio-2.0.so.0.7400.6
id dev=7:0 ino=196279 size=1953008 mtime=1765808978.000000000 build-id=e9faf04ebc070ca509dd679d2a49c73b8e0045e7
range 0+1638400 1912832+40176
file /usr/lib/x86_64-linux-gnu/libgsl.so.27.0.0
id dev=7:0 ino=198584 size=2931520 mtime=1733588421.000000000 build-id=a6c5261a1af7a903879da759adfab7fb4398effc
range 0+475136 2850816+65536 2928640+2880
file /usr/lib/x86_64-linux-gnu/libsoup-2.4.so.1.11.2
id dev=7:0 ino=198651 size=645832 mtime=1733885525.000000000 build-id=569108e3f255b0307c75ca732658179453d69817
range 0+196608 462848+65536 622592+23240
file /usr/lib/x86_64-linux-gnu/libfreetype.so.6.18.3
id dev=7:0 ino=196249 size=821160 mtime=1741982220.000000000 build-id=c4ff22e47bdc97fe08bc98464db85c24e69ea5e8
range 0+118784 126976+405504 614400+65536 786432+34728
file /usr/lib/x86_64-linux-gnu/libfontconfig.so.1.12.0
id dev=7:0 ino=196231 size=306112 mtime=1675203848.000000000 build-id=cdc4303061116bec195578e26bcc6727a2561da1
range 0+262144 294912+11200
file /usr/lib/x86_64-linux-gnu/libharfbuzz.so.0.60000.0
id dev=7:0 ino=196349 size=1064504 mtime=1675288031.000000000 build-id=04389916e609641d168ac44e6ad377b5076a4684
range 0+110592 1056768+7736
file /usr/lib/x86_64-linux-gnu/libpango-1.0.so.0.5000.12
id dev=7:0 ino=196529 size=425568 mtime=1671114025.000000000 build-id=80bbee1d6e5c90a95deda3bb395d10cadf7f3a82
range 0+229376 299008+65536 405504+20064
file /usr/lib/x86_64-linux-gnu/libpangoft2-1.0.so.0.5000.12
id dev=7:0 ino=196533 size=100192 mtime=1671114025.000000000 build-id=98c837fd1a3967a4ccde3667e355c538ec92d2ef
range 0+100192
file /usr/lib/x86_64-linux-gnu/libc.so.6
id dev=7:0 ino=196120 size=1926232 mtime=1777320873.000000000 build-id=93ac61ec5a8eb1396f9fbd350e3169a558528a40
range 0+925696 991232+262144 1318912+65536 1449984+262144 1896448+24576
file /usr/lib/x86_64-linux-gnu/libstdc++.so.6.0.30
id dev=7:0 ino=196629 size=2190440 mtime=1744025177.000000000 build-id=289ee39f8c07bd4fa48102dfeeb7e6f9c76158b4
range 0+917504 983040+458752 1679360+90112 1835008+65536 2134016+56424
file /usr/lib/x86_64-linux-gnu/libcairo.so.2.11600.0
id dev=7:0 ino=196127 size=1187432 mtime=1670615011.000000000 build-id=3b00371c4a7d7f8f50e68f20fa815163fb7df7fa
range 0+147456 397312+20480 1167360+20072
file /usr/lib/x86_64-linux-gnu/libpangocairo-1.0.so.0.5000.12
id dev=7:0 ino=196531 size=63456 mtime=1671114025.000000000 build-id=c7a5b448399f8f4376cbc27707d0f477d2552d8f
range 0+49152 57344+6112
file /usr/lib/x86_64-linux-gnu/libboost_filesystem.so.1.74.0
id dev=7:0 ino=196105 size=133144 mtime=1684481096.000000000 build-id=d2e05cf55d679ef016ac2b1105e4982005fb7de8
range 0+98304 106496+26648
file /usr/lib/x86_64-linux-gnu/libglibmm-2.4.so.1.3.0
id dev=7:0 ino=198590 size=579864 mtime=1671035083.000000000 build-id=0cefa58f1a4b4a72e290f2db3319413b875aadcb
range 0+512000 561152+18712
file /usr/lib/x86_64-linux-gnu/libgiomm-2.4.so.1.3.0
id dev=7:0 ino=198589 size=2033840 mtime=1671035083.000000000 build-id=801cced247b35b6037721add7c8d49ed7c9473af
range 0+1638400 1912832+121008
file /usr/lib/x86_64-linux-gnu/inkscape/libinkscape_base.so
id dev=7:0 ino=304868 size=28137776 mtime=1793029317.000000000 build-id=60f9938d07cf6ae724610e38ee704d1822f3823e
range 0+8650752 8912896+524288 9584640+245760 10268672+806912 11141120+131072 11337728+131072 12800000+45056 13082624+24576 13115392+712704 13901824+57344 14114816+172032 14508032+40960 15351808+49152 17846272+45056 18071552+16384 19394560+4096
range 19464192+524288 20054016+196608 20254720+61440 20402176+765952 21233664+65536 21446656+176128 22364160+897024 25919488+2218288
file /usr/lib/x86_64-linux-gnu/libgmodule-2.0.so.0.7400.6
id dev=7:0 ino=196291 size=18480 mtime=1765808978.000000000 build-id=31012fe3f0bdf868d79d10b15395bb318eaa7e7d
range 0+18480
file /usr/lib/x86_64-linux-gnu/libgcc_s.so.1
id dev=7:0 ino=196259 size=125312 mtime=1744025177.000000000 build-id=6f03384c2e3c38887dd3ba5a24b2e18c17e2f0e0
range 0+77824 106496+18816
file /usr/lib/x86_64-linux-gnu/libglib-2.0.so.0.7400.6
id dev=7:0 ino=196285 size=1273360 mtime=1765808978.000000000 build-id=42c28e95f24a721d8e8e159f42dbc541f0ff353d
range 0+1179648 1265664+7696
file /etc/ld.so.cache
id dev=7:0 ino=528723 size=39955 mtime=1795468657.480005926
range 0+39955
file /usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2
id dev=7:0 ino=195698 size=215000 mtime=1777320873.000000000 build-id=7ebc65e52f2bbea498b4040fa92f7238377aaba9
range 0+215000
file /usr/lib/x86_64-linux-gnu/libffi.so.8.1.2
id dev=7:0 ino=196224 size=43480 mtime=1666600001.000000000 build-id=4b5ef0d8f602b880c279f15ed3b07bf6686ea09b
range 0+32768 36864+6616
file /usr/lib/x86_64-linux-gnu/libselinux.so.1
id dev=7:0 ino=196600 size=174312 mtime=1685210301.000000000 build-id=4d66a8c268d724fe4c0b44b173254e33e1a4d4f6
range 0+94208 139264+35048
file /usr/lib/x86_64-linux-gnu/libmount.so.1.1.0
id dev=7:0 ino=196456 size=404096 mtime=1732219314.000000000 build-id=a3785ca0e8ef5bd8fb1bf463b0ef8e09540e598c
range 0+114688 393216+10880
file /usr/lib/x86_64-linux-gnu/libgssapi_krb5.so.2.2
id dev=7:0 ino=196331 size=338680 mtime=1740332544.000000000 build-id=d3c57478d2f032b1e63228544e6556b12a9e8969
range 0+114688 323584+15096
file /usr/lib/x86_64-linux-gnu/libpsl.so.5.3.4
id dev=7:0 ino=196570 size=75616 mtime=1676314657.000000000 build-id=75c63579714ff9c75d7d576554b0c0e92f18ad37
range 0+16384 69632+5984
file /usr/lib/x86_64-linux-gnu/libsqlite3.so.0.8.6
id dev=7:0 ino=196621 size=1437848 mtime=1756225090.000000000 build-id=5221b80bd99650e3e55370b0e24f4b4dbe81264f
range 0+229376 1396736+40960
file /usr/lib/x86_64-linux-gnu/libgslcblas.so.0.0.0
id dev=7:0 ino=198582 size=264152 mtime=1733588421.000000000 build-id=db9b3913686a5dfb6482ec118418417551068771
range 0+81920 258048+6104
file /usr/lib/x86_64-linux-gnu/libbrotlidec.so.1.0.9
id dev=7:0 ino=198705 size=47264 mtime=1792761221.000000000 build-id=5aedf5ce91068f729b90ba43b724eda60f7686bd
range 0+32768 40960+6304
file /usr/lib/x86_64-linux-gnu/libexpat.so.1.8.10
id dev=7:0 ino=196207 size=174176 mtime=1725777859.000000000 build-id=a2f37366bc9782b9306773fd6318838fbae5ad5d
range 0+174176
file /usr/lib/x86_64-linux-gnu/libgraphite2.so.3.2.1
id dev=7:0 ino=196329 size=174264 mtime=1585732260.000000000 build-id=5b00ca1eda239ea043d7eae3b0fd4481560a907e
range 0+81920 163840+10424
file /usr/lib/x86_64-linux-gnu/libthai.so.0.3.1
id dev=7:0 ino=196646 size=41000 mtime=1640031852.000000000 build-id=11b774e6b958fa6734f1a721527e1596e34ecd00
range 0+24576 32768+8192
file /usr/lib/x86_64-linux-gnu/libfribidi.so.0.4.0
id dev=7:0 ino=196251 size=108808 mtime=1649188982.000000000 build-id=df6a1c7bc544c74c18a8635e3e65965a1fb529c3
range 0+20480 102400+6408
file /usr/lib/x86_64-linux-gnu/libXext.so.6.4.0
id dev=7:0 ino=195879 size=81568 mtime=1663526491.000000000 build-id=d3ac3e1515190245564a30a611f4a2a4eb94a617
range 0+61440 73728+7840
file /usr/lib/x86_64-linux-gnu/libxcb.so.1.1.0
id dev=7:0 ino=196736 size=166824 mtime=1659592779.000000000 build-id=81156ba79b0ca3ca8d015453e333d16c3fcdc277
range 0+114688 159744+7080
file /usr/lib/x86_64-linux-gnu/libpixman-1.so.0.42.2
id dev=7:0 ino=196546 size=698384 mtime=1668170545.000000000 build-id=e5244cc62abe869e5fb0a4e43b3f1dec189dbef9
range 0+229376 286720+196608 548864+106496 663552+34832
file /usr/lib/x86_64-linux-gnu/libpcre2-8.so.0.11.2
id dev=7:0 ino=198731 size=629384 mtime=1791032861.000000000 build-id=80008c19cf49e3f09f312e74d164938e91d9337d
range 0+110592 335872+293512
file /usr/lib/x86_64-linux-gnu/libgomp.so.1.0.0
id dev=7:0 ino=196319 size=290392 mtime=1744025177.000000000 build-id=3856f0954e1931eebc020ca4a4e6bef40f4f7765
range 0+290392
file /usr/lib/x86_64-linux-gnu/libm.so.6
id dev=7:0 ino=196436 size=911904 mtime=1777320873.000000000 build-id=d6e6f9e3af1243eed9bf5efd366dd015a9f22c13
range 0+299008 430080+65536 540672+86016 692224+36864 905216+6688
file /usr/lib/x86_64-linux-gnu/lib2geom.so.1.2.0
id dev=7:0 ino=198586 size=1093600 mtime=1673311884.000000000 build-id=194620b937f418dd7bef8b3341e012b0b4509822
range 0+262144 897024+65536 1073152+20448
file /usr/lib/x86_64-linux-gnu/libX11.so.6.4.0
id dev=7:0 ino=195856 size=1318408 mtime=1696323152.000000000 build-id=da0b22b132545d3f898a32006b882a125f0d5d09
range 0+249856 684032+65536 1294336+24072
file /usr/lib/x86_64-linux-gnu/libMagick++-6.Q16.so.8.0.0
id dev=7:0 ino=198643 size=580048 mtime=1793266489.000000000 build-id=3f1796defc8827c6f93487584c2a22169ed7ca0f
range 0+372736 557056+22992
file /usr/lib/x86_64-linux-gnu/libreadline.so.8.2
id dev=7:0 ino=196587 size=354536 mtime=1672778985.000000000 build-id=b7c3908f0ca91d78594aa27cbed0455010b8179c
range 0+163840 319488+35048
file /usr/lib/x86_64-linux-gnu/libxml2.so.2.9.14
id dev=7:0 ino=196746 size=1750104 mtime=1760186477.000000000 build-id=7a8c29160e2b10fe76f6e382f0bed3fb9e6ace47
range 0+868352 1236992+286720 1708032+40960
file /usr/lib/x86_64-linux-gnu/libxslt.so.1.1.35
id dev=7:0 ino=196778 size=268576 mtime=1758527122.000000000 build-id=71d3e1ad7ff253a99b88ccb6bcc6003dbe5be1d4
range 0+268576
file /usr/lib/x86_64-linux-gnu/libgspell-1.so.2.3.2
id dev=7:0 ino=198635 size=149568 mtime=1679561832.000000000 build-id=250b0c06df6b3a63a200b005cb6066480a957bde
range 0+94208 98304+51264
file /usr/lib/x86_64-linux-gnu/libgtk-3.so.0.2406.32
id dev=7:0 ino=198632 size=8497304 mtime=1729880265.000000000 build-id=0fac6003588ded4bfc8ba157abb8aee2ff6b3fc2
range 0+720896 856064+61440 2121728+40960 2228224+65536 2498560+57344 2633728+53248 3301376+172032 3653632+16384 4460544+389120 4915200+65536 8417280+80024
file /usr/lib/x86_64-linux-gnu/libgdk_pixbuf-2.0.so.0.4200.10
id dev=7:0 ino=196273 size=186552 mtime=1750366374.000000000 build-id=408e0865ec7d91a2b0fafcfa9f2986703cdf0e10
range 0+186552
file /usr/lib/x86_64-linux-gnu/libz.so.1.2.13
id dev=7:0 ino=196792 size=121280 mtime=1667651086.000000000 build-id=1f95d5498d283b79505861523e20b3db2afdf518
range 0+77824 90112+31168
file /usr/lib/x86_64-linux-gnu/libgdk-3.so.0.2406.32
id dev=7:0 ino=198631 size=1083728 mtime=1729880265.000000000 build-id=f17c8c6f2056c8fd4a74cf9d3e6e1dc8eaa7aafc
range 0+499712 528384+65536 729088+192512 1040384+43344
file /usr/lib/x86_64-linux-gnu/libcairomm-1.0.so.1.4.0
id dev=7:0 ino=198597 size=174096 mtime=1670615226.000000000 build-id=42fabcb79dcd86a7ad8c65d0ab559f9a40733611
range 0+135168 163840+10256
file /usr/lib/x86_64-linux-gnu/libgdkmm-3.0.so.1.1.0
id dev=7:0 ino=198639 size=374952 mtime=1662993917.000000000 build-id=61e50fb0a779fda0d1f87128a8c7309aa921cc6e
range 0+282624 352256+22696
file /usr/lib/x86_64-linux-gnu/libgtkmm-3.0.so.1.1.0
id dev=7:0 ino=198640 size=5986480 mtime=1662993917.000000000 build-id=24125fcd5ce6c5da5feae18f17d7770d99e5ed93
range 0+3145728 3211264+131072 3825664+40960 4014080+114688 4304896+73728 5144576+841904
file /usr/lib/x86_64-linux-gnu/libXrender.so.1.3.0
id dev=7:0 ino=195903 size=47608 mtime=1655211690.000000000 build-id=23dd581f5d93297dc5c508f03e224f9860af8217
range 0+36864 40960+6648
file /usr/lib/x86_64-linux-gnu/libatkmm-1.6.so.1.1.0
id dev=7:0 ino=198595 size=337928 mtime=1662060358.000000000 build-id=b4b388e781ff21a83ba092cb8dc0c544ce5a97b4
range 0+204800 311296+26632
file /usr/lib/x86_64-linux-gnu/libjpeg.so.62.3.0
id dev=7:0 ino=196402 size=600128 mtime=1675434522.000000000 build-id=75b71ddb85234be3659c097f2561a765b45993bd
range 0+81920 593920+6208
file /usr/lib/x86_64-linux-gnu/libcdr-0.1.so.1.0.6
id dev=7:0 ino=198605 size=658984 mtime=1667984589.000000000 build-id=daaf6048319b08e59255e64f972392305b6f3e5f
range 0+98304 647168+11816
file /usr/lib/x86_64-linux-gnu/libxcb-render.so.0.0.0
id dev=7:0 ino=196720 size=55560 mtime=1659592779.000000000 build-id=ca78dfc48f5a2593d9dc3b1d439740c6abad3f1c
range 0+40960 49152+6408
file /usr/lib/x86_64-linux-gnu/libxcb-shm.so.0.0.0
id dev=7:0 ino=196724 size=14392 mtime=1659592779.000000000 build-id=77958cefc38a0b1edb4d0f4b76817b05ac6ec605
range 0+14392
file /usr/lib/x86_64-linux-gnu/libpangomm-1.4.so.1.0.30
id dev=7:0 ino=198637 size=210952 mtime=1663778107.000000000 build-id=c6964e10ae490662616a2433b214a08d65d61a59
range 0+163840 196608+14344
file /usr/lib/x86_64-linux-gnu/libpng16.so.16.39.0
id dev=7:0 ino=196558 size=219056 mtime=1774897143.000000000 build-id=56640bf726b2815c3c26ffd73cce8126ab436334
range 0+98304 212992+6064
file /usr/lib/x86_64-linux-gnu/libcairo-gobject.so.2.11600.0
id dev=7:0 ino=196125 size=42768 mtime=1670615011.000000000 build-id=840e009145b2924bf0474ec644671bd72de8d03c
range 0+42768
file /usr/lib/x86_64-linux-gnu/libsigc-2.0.so.0.0.0
id dev=7:0 ino=198587 size=30648 mtime=1672874070.000000000 build-id=8e52d53adb9f1d2156bc07f9379828f8df139ff4
range 0+20480 24576+6072
file /usr/lib/x86_64-linux-gnu/libpotrace.so.0.0.6
id dev=7:0 ino=198649 size=34824 mtime=1570265981.000000000 build-id=be084720f8287425914370f23fd2221b3c42b830
range 0+34824
file /usr/lib/x86_64-linux-gnu/libfftw3.so.3.6.10
id dev=7:0 ino=198316 size=2213808 mtime=1669826447.000000000 build-id=0a9d7be7cf8711c2631f6202441ea57454776e89
range 0+212992 2142208+71600
file /usr/lib/x86_64-linux-gnu/libgpg-error.so.0.33.1
id dev=7:0 ino=196323 size=157768 mtime=1666124568.000000000 build-id=553b3a158bc28ebd0e96946cfe0dcdf35e85fb7e
range 0+157768
file /usr/lib/x86_64-linux-gnu/liblz4.so.1.9.4
id dev=7:0 ino=196428 size=149952 mtime=1661655655.000000000 build-id=29e700d84270c3d01e8e156816591eb4e1b1ea77
range 0+81920 143360+6592
file /usr/lib/x86_64-linux-gnu/libgcrypt.so.20.4.1
id dev=7:0 ino=196263 size=1332480 mtime=1668877150.000000000 build-id=fade6d563b1db42d4e193f6dbb712c96bab741c2
range 0+126976 1294336+36864
file /usr/lib/x86_64-linux-gnu/libcap.so.2.66
id dev=7:0 ino=196131 size=47288 mtime=1757277826.000000000 build-id=f087fec5a4329d787a152838a75737d4b2e611e1
range 0+32768 40960+6328
file /usr/lib/x86_64-linux-gnu/liblqr-1.so.0.3.2
id dev=7:0 ino=198322 size=55536 mtime=1514766076.000000000 build-id=452562bcee6afe6702df884cfbc2708aa6496236
range 0+55536
file /usr/lib/x86_64-linux-gnu/libmd.so.0.0.5
id dev=7:0 ino=196443 size=47312 mtime=1657417415.000000000 build-id=bfcdab3e6fabdc0d6f3e3e7d562330e80601a5af
range 0+36864 40960+6352
file /usr/lib/x86_64-linux-gnu/libsystemd.so.0.35.0
id dev=7:0 ino=198295 size=844736 mtime=1777319335.000000000 build-id=dc32499955f92c27055abb579d03dee81b0d9302
range 0+163840 794624+49152
file /usr/lib/x86_64-linux-gnu/libresolv.so.2
id dev=7:0 ino=196590 size=60328 mtime=1777320873.000000000 build-id=48fabb246b1b0ffa238af9b86ad9738b3602a693
range 0+45056 53248+7080
file /usr/lib/x86_64-linux-gnu/libbsd.so.0.11.7
id dev=7:0 ino=196112 size=84840 mtime=1675016808.000000000 build-id=d830808c93622acd159aacd728121ee9d9f8513f
range 0+65536 77824+7016
file /usr/lib/x86_64-linux-gnu/libltdl.so.7.3.2
id dev=7:0 ino=198324 size=39464 mtime=1712693080.000000000 build-id=5f640d696b971c18d34c3329392232fadba290bb
range 0+39464
file /usr/lib/x86_64-linux-gnu/libbz2.so.1.0.4
id dev=7:0 ino=196117 size=74688 mtime=1663556049.000000000 build-id=462687d0e5080f8f8f3198430fbe3ca849aec026
range 0+61440 65536+8192
file /usr/lib/x86_64-linux-gnu/libdbus-1.so.3.32.4
id dev=7:0 ino=196168 size=346264 mtime=1694858638.000000000 build-id=b63a276ae2d395c20c27cd34e356eba2e5bdca82
range 0+122880 335872+10392
file /usr/lib/x86_64-linux-gnu/libatspi.so.0.0.1
id dev=7:0 ino=196079 size=235768 mtime=1675010376.000000000 build-id=2a331ef41d6cb79d05f434f0998cb7dbb3f96a4a
range 0+131072 217088+18680
file /usr/lib/x86_64-linux-gnu/libnssutil3.so
id dev=7:0 ino=196499 size=203056 mtime=1772055708.000000000 build-id=c6b574381365a62759daa9cf372aff6a90118af9
range 0+118784 172032+31024
file /usr/lib/x86_64-linux-gnu/libdeflate.so.0
id dev=7:0 ino=196177 size=149384 mtime=1664798119.000000000 build-id=8dd45d05f8c7bacfe3e762adce0626c61767fe22
range 0+8192 143360+6024
file /usr/lib/x86_64-linux-gnu/libLerc.so.4
id dev=7:0 ino=195841 size=616464 mtime=1665824049.000000000 build-id=a06c7b0a556dcac0f57a1efd08c69d9df383afc9
range 0+118784 606208+10256
file /usr/lib/x86_64-linux-gnu/libzstd.so.1.5.4
id dev=7:0 ino=196796 size=763816 mtime=1679173110.000000000 build-id=d662b4158d7eac9a97404296d0a32a0e812a9f67
range 0+81920 757760+6056
file /usr/lib/x86_64-linux-gnu/libkrb5.so.3.3
id dev=7:0 ino=196414 size=888080 mtime=1740332544.000000000 build-id=a3db42dd94e38074d2d5567df9eaccfdaa488aed
range 0+212992 823296+64784
file /usr/lib/x86_64-linux-gnu/libunistring.so.2.2.0
id dev=7:0 ino=196679 size=1792040 mtime=1664726954.000000000 build-id=926062d8c8d5bfcbfaf7bad9b41cf4f073ee521e
range 0+131072 1773568+18472
file /usr/lib/x86_64-linux-gnu/libXdmcp.so.6.0.0
id dev=7:0 ino=195875 size=22728 mtime=1488464839.000000000 build-id=1d12a8566670c95b1b02e341400060d2d825aade
range 0+22728
file /usr/lib/x86_64-linux-gnu/libwebp.so.7.1.5
id dev=7:0 ino=196701 size=453240 mtime=1694547344.000000000 build-id=e3f3e238b835311926cc04967d7166288fde87b1
range 0+81920 446464+6776
file /usr/lib/x86_64-linux-gnu/libblkid.so.1.1.0
id dev=7:0 ino=196104 size=355328 mtime=1732219314.000000000 build-id=a0182491d79a5fce32537ef44f1876721fe2b428
range 0+102400 327680+27648
file /usr/lib/x86_64-linux-gnu/libMagickWand-6.Q16.so.6.0.0
id dev=7:0 ino=198576 size=1203200 mtime=1793266489.000000000 build-id=a0e52cbfd1d1b1ec4f0dc202a802ee373d4b266b
range 0+131072 1191936+11264
file /usr/lib/x86_64-linux-gnu/libMagickCore-6.Q16.so.6.0.0
id dev=7:0 ino=198574 size=2848808 mtime=1793266489.000000000 build-id=68733dd72656d01866b18f79236c49260f3b455f
range 0+393216 458752+131072 978944+4096 1048576+65536 1179648+262144 1605632+294912 1966080+458752 2539520+77824 2818048+12288 2842624+4096
file /usr/lib/x86_64-linux-gnu/libkeyutils.so.1.10
id dev=7:0 ino=196410 size=22448 mtime=1671398158.000000000 build-id=34f01abd80dbfc7728a7c585ad351cb42029693e
range 0+22448
file /usr/lib/x86_64-linux-gnu/libpthread.so.0
id dev=7:0 ino=196574 size=14480 mtime=1777320873.000000000 build-id=8d74f897770fa3fafa8db4cfac4596c0587ae698
range 0+14480
file /usr/lib/x86_64-linux-gnu/libdl.so.2
id dev=7:0 ino=196180 size=14480 mtime=1777320873.000000000 build-id=1d8f2556ed30c02f74f5a3c1fc68f0ed70ac2477
range 0+14480
file /usr/lib/x86_64-linux-gnu/libplds4.so
id dev=7:0 ino=196552 size=14472 mtime=1663450146.000000000 build-id=cc64ba2c0e6dab577f6272b686b839d77a3f0f73
range 0+14472
file /usr/lib/x86_64-linux-gnu/libjbig.so.0
id dev=7:0 ino=196398 size=66240 mtime=1670177776.000000000 build-id=f5569406bd53023e66cd3faea767d4528b734d5a
range 0+45056 49152+16384
file /usr/lib/x86_64-linux-gnu/libkrb5support.so.0.1
id dev=7:0 ino=196416 size=52224 mtime=1740332544.000000000 build-id=337124fa658e00bbae772740a9dd7c3bda8e0cd3
range 0+36864 45056+7168
file /usr/lib/x86_64-linux-gnu/libcom_err.so.2.1
id dev=7:0 ino=198734 size=18344 mtime=1749229968.000000000 build-id=a1f1770007a931f55d5ba0760633b794222ee278
range 0+18344
file /usr/lib/x86_64-linux-gnu/libk5crypto.so.3.1
id dev=7:0 ino=196408 size=183048 mtime=1740332544.000000000 build-id=70e76de74fe0886ed8aa0026d88d79ef2c8ba38b
range 0+81920 176128+6920
file /usr/lib/x86_64-linux-gnu/libidn2.so.0.3.8
id dev=7:0 ino=196387 size=198776 mtime=1661703271.000000000 build-id=ddba28970641f1f110f7585d57dc5867e2ee4ffd
range 0+16384 192512+6264
file /usr/lib/x86_64-linux-gnu/libbrotlicommon.so.1.0.9
id dev=7:0 ino=198703 size=137376 mtime=1792761221.000000000 build-id=612250b381c7dab8e3d5f683c0f560ac76d53ef0
range 0+8192 131072+6304
file /usr/lib/x86_64-linux-gnu/libtinfo.so.6.4
id dev=7:0 ino=196658 size=204088 mtime=1683470027.000000000 build-id=1d6c928a5e4f222cf4479cbb1fd4f63965b10a03
range 0+126976 184320+19768
file /usr/lib/x86_64-linux-gnu/liblzma.so.5.4.1
id dev=7:0 ino=196432 size=190456 mtime=1743710139.000000000 build-id=72a44fc3edc93188d045e65d92d28d50e373dbcb
range 0+135168 184320+6136
file /usr/lib/x86_64-linux-gnu/libicudata.so.72.1
id dev=7:0 ino=196363 size=31262256 mtime=1750621668.000000000 build-id=4af0bd8d2998737d01349e835fa245bdf5b6836c
range 0+8192 31256576+5680
file /usr/lib/x86_64-linux-gnu/libdatrie.so.1.4.0
id dev=7:0 ino=196163 size=34736 mtime=1663547029.000000000 build-id=57f62fe2ce6d6db200f0f8cfee3cc987b25a9e2f
range 0+24576 28672+6064
file /usr/lib/x86_64-linux-gnu/libXau.so.6.0.0
id dev=7:0 ino=195860 size=14496 mtime=1611872708.000000000 build-id=84ffa90fee1b716cdc7d8349be47ed6ca4761b75
range 0+14496
file /usr/lib/x86_64-linux-gnu/libdouble-conversion.so.3.1
id dev=7:0 ino=198580 size=79800 mtime=1660055108.000000000 build-id=c1e78e20543b5faabe79378026d893c59703e7ef
range 0+57344 73728+6072
file /usr/lib/x86_64-linux-gnu/libenchant-2.so.2.3.3
id dev=7:0 ino=198619 size=47104 mtime=1670873461.000000000 build-id=3a6e296bcccb8f220427c0338d31c27a26ed8b94
range 0+32768 40960+6144
file /usr/lib/x86_64-linux-gnu/libXinerama.so.1.0.0
id dev=7:0 ino=195891 size=18592 mtime=1643811874.000000000 build-id=5a76407b56b10810711c5345defbdf4e2dad3897
range 0+8192 12288+6304
file /usr/lib/x86_64-linux-gnu/libXrandr.so.2.2.0
id dev=7:0 ino=195899 size=47416 mtime=1651010273.000000000 build-id=0372dfb32a5c0d113819e1167f75c81c751373a8
range 0+36864 40960+6456
file /usr/lib/x86_64-linux-gnu/libXcomposite.so.1.0.0
id dev=7:0 ino=195867 size=14344 mtime=1586885034.000000000 build-id=0586ef2cab90572a843bb13ef98243e960b12689
range 0+14344
file /usr/lib/x86_64-linux-gnu/libXdamage.so.1.1.0
id dev=7:0 ino=195871 size=14344 mtime=1672144068.000000000 build-id=89b24d26331bd5aacad90736b408b14300e6932d
range 0+14344
file /usr/lib/x86_64-linux-gnu/libXcursor.so.1.0.2
id dev=7:0 ino=195869 size=47768 mtime=1651071746.000000000 build-id=80d5ba096fb6c4714b5b9c1aa7164ca62061c10f
range 0+36864 40960+6808
file /usr/lib/x86_64-linux-gnu/libwayland-egl.so.1.21.0
id dev=7:0 ino=198629 size=14192 mtime=1657297564.000000000 build-id=cacbecdb02d6f329f6ea035d3071f6b940f0de43
range 0+14192
file /usr/lib/x86_64-linux-gnu/libwayland-cursor.so.0.21.0
id dev=7:0 ino=198627 size=35232 mtime=1657297564.000000000 build-id=67f712e24c0ebf8ea5be5410c32a34d5b5271b2b
range 0+35232
file /usr/lib/x86_64-linux-gnu/libwayland-client.so.0.21.0
id dev=7:0 ino=196697 size=68968 mtime=1657297564.000000000 build-id=296271640039da17030592ae7c798e4d785d3835
range 0+68968
file /usr/lib/x86_64-linux-gnu/libxkbcommon.so.0.0.0
id dev=7:0 ino=196740 size=281256 mtime=1673638459.000000000 build-id=945116023d9d6eaa5d9ca1906e1f7fa887d4fc4f
range 0+81920 270336+10920
file /usr/lib/x86_64-linux-gnu/libatk-bridge-2.0.so.0.0.0
id dev=7:0 ino=196073 size=243496 mtime=1675010376.000000000 build-id=800916fc7f0b9192b2e784150a22518d0cbd2659
range 0+114688 229376+12288
file /usr/lib/x86_64-linux-gnu/libepoxy.so.0.0.0
id dev=7:0 ino=198625 size=1238616 mtime=1648870675.000000000 build-id=e2c6c86fee43ee340191d65d91880ac13c9d2f4b
range 0+393216 1175552+61440
file /usr/lib/x86_64-linux-gnu/libicui18n.so.72.1
id dev=7:0 ino=196367 size=3307688 mtime=1750621668.000000000 build-id=fa972bcd3b261a21815718220dc4f505e4d7ad85
range 0+131072 262144+851968 3235840+71848
file /usr/lib/x86_64-linux-gnu/libXfixes.so.3.1.0
id dev=7:0 ino=195883 size=26736 mtime=1664787362.000000000 build-id=515e2f9139aadc9e275abbfe7c0aa49a0d31b8cb
range 0+26736
file /usr/lib/x86_64-linux-gnu/libXi.so.6.1.0
id dev=7:0 ino=195889 size=76160 mtime=1663547472.000000000 build-id=60f9e002b7042dc62091e10622202c9c2e8a093c
range 0+61440 69632+6528
file /usr/lib/x86_64-linux-gnu/libatk-1.0.so.0.24609.1
id dev=7:0 ino=196071 size=161712 mtime=1675010376.000000000 build-id=5e319aa7dba2d1c2ee89e6349348ea109227eb7b
range 0+102400 147456+14256
file /usr/lib/x86_64-linux-gnu/libicuuc.so.72.1
id dev=7:0 ino=196383 size=2078888 mtime=1750621668.000000000 build-id=7c2205f373c674d117347a60025ee64af406ff97
range 0+524288 1998848+80040
file /usr/lib/x86_64-linux-gnu/libwpd-0.10.so.10.0.3
id dev=7:0 ino=198655 size=677696 mtime=1663527736.000000000 build-id=448eebab2d92a7fd3de7a3a3977d2badb1d542fe
range 0+122880 647168+28672
file /usr/lib/x86_64-linux-gnu/libnspr4.so
id dev=7:0 ino=196488 size=254440 mtime=1663450146.000000000 build-id=80287a36ed32fd1e18f176dccdfa94a2dc716513
range 0+114688 241664+12288
file /usr/lib/x86_64-linux-gnu/libplc4.so
id dev=7:0 ino=196550 size=22632 mtime=1663450146.000000000 build-id=10a7399bf19e06c77ee75f075686eb5dbb99a492
range 0+22632
file /usr/lib/x86_64-linux-gnu/libsmime3.so
id dev=7:0 ino=196611 size=191072 mtime=1772055708.000000000 build-id=6e266d3712c7cfedeb608137cd9fbf7519b1224e
range 0+102400 172032+19040
file /usr/lib/x86_64-linux-gnu/libnss3.so
id dev=7:0 ino=196489 size=1406352 mtime=1772055708.000000000 build-id=65d10d81333ab45dfa6b835d7b9330c5ace7fe2a
range 0+172032 1372160+32768
file /usr/lib/x86_64-linux-gnu/libtiff.so.6.0.0
id dev=7:0 ino=196654 size=571400 mtime=1735911551.000000000 build-id=936a8a6c18e1f4553e2118b2a44bd4d5b5074b56
range 0+86016 548864+22536
file /usr/lib/x86_64-linux-gnu/libopenjp2.so.2.5.0
id dev=7:0 ino=198326 size=408000 mtime=1778591710.000000000 build-id=397a6558f216994b0300239f1fa388f71a48a284
range 0+81920 401408+6592
file /usr/lib/locale/C.utf8/LC_CTYPE
id dev=7:0 ino=194421 size=353616 mtime=1777320873.000000000
range 0+65536 188416+61440
file /usr/lib/locale/C.utf8/LC_NUMERIC
id dev=7:0 ino=194428 size=50 mtime=1777320873.000000000
range 0+50
file /usr/lib/locale/C.utf8/LC_TIME
id dev=7:0 ino=194431 size=3360 mtime=1777320873.000000000
range 0+3360
file /usr/lib/locale/C.utf8/LC_COLLATE
id dev=7:0 ino=194420 size=1406 mtime=1777320873.000000000
range 0+1406
file /usr/lib/locale/C.utf8/LC_MONETARY
id dev=7:0 ino=194426 size=270 mtime=1777320873.000000000
range 0+270
file /usr/lib/locale/C.utf8/LC_MESSAGES/SYS_LC_MESSAGES
id dev=7:0 ino=194425 size=48 mtime=1777320873.000000000
range 0+48
file /usr/lib/locale/C.utf8/LC_PAPER
id dev=7:0 ino=194429 size=34 mtime=1777320873.000000000
range 0+34
file /usr/lib/locale/C.utf8/LC_NAME
id dev=7:0 ino=194427 size=62 mtime=1777320873.000000000
range 0+62
file /usr/lib/locale/C.utf8/LC_ADDRESS
id dev=7:0 ino=194419 size=127 mtime=1777320873.000000000
range 0+127
file /usr/lib/locale/C.utf8/LC_TELEPHONE
id dev=7:0 ino=194430 size=47 mtime=1777320873.000000000
range 0+47
file /usr/lib/locale/C.utf8/LC_MEASUREMENT
id dev=7:0 ino=194423 size=23 mtime=1777320873.000000000
range 0+23
file /usr/lib/x86_64-linux-gnu/gconv/gconv-modules.cache
id dev=7:0 ino=195597 size=27028 mtime=1777320873.000000000
range 0+27028
file /usr/lib/locale/C.utf8/LC_IDENTIFICATION
id dev=7:0 ino=194422 size=258 mtime=1777320873.000000000
range 0+258
file /var/cache/fontconfig/c57959a16110560c8d0fcea73374aeeb-le64.cache-8
id dev=7:0 ino=528759 size=18048 mtime=1795455204.624483741
range 0+18048
file /var/cache/fontconfig/d589a48862398ed80a3d6066f4f56f4c-le64.cache-8
id dev=7:0 ino=528756 size=49448 mtime=1795454253.910915502
range 0+49448
