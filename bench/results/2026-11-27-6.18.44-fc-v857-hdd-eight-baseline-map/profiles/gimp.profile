preload-profile 1
# Learned by preloadctl record: files in first-use order, byte ranges read, paths looked up.
name gimp
program /usr/bin/gimp-console-2.10
command gimp-console-2.10 -i -b (gimp-quit\x200)
recorded 1795765488234022
duration 14085074
file /usr/bin/gimp-console-2.10
id dev=7:0 ino=521348 size=3763864 mtime=1776190687.000000000 build-id=6363ef18d09ea6c9ba5e26a34a7192088627d6c8
range 0+786432 794624+831488 1646592+401408 2068480+131072 2269184+1105920 3694592+69272
file /usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2
id dev=7:0 ino=579027 size=215000 mtime=1777320873.000000000 build-id=7ebc65e52f2bbea498b4040fa92f7238377aaba9
range 0+215000
file /etc/ld.so.cache
id dev=7:0 ino=391466 size=48323 mtime=1795748890.173479095
range 0+48323
file /usr/lib/x86_64-linux-gnu/libgimpconfig-2.0.so.0.1000.34
id dev=7:0 ino=582260 size=96328 mtime=1776190687.000000000 build-id=951b263399fafa47a4de84ea734341d9daadb1d2
range 0+96328
file /usr/lib/x86_64-linux-gnu/libgimpmath-2.0.so.0.1000.34
id dev=7:0 ino=582261 size=30792 mtime=1776190687.000000000 build-id=176a5624c673e47b3d7891e368790e34a7ceec6a
range 0+30792
file /usr/lib/x86_64-linux-gnu/libgimpthumb-2.0.so.0.1000.34
id dev=7:0 ino=582263 size=43080 mtime=1776190687.000000000 build-id=c45a81e39005993390f01a0e6aa5a70b9f7e4d2d
range 0+43080
file /usr/lib/x86_64-linux-gnu/libgimpcolor-2.0.so.0.1000.34
id dev=7:0 ino=582259 size=100424 mtime=1776190687.000000000 build-id=d869d4255b5e286359764266358bd0fa84d6eef3
range 0+100424
file /usr/lib/x86_64-linux-gnu/libgimpmodule-2.0.so.0.1000.34
id dev=7:0 ino=582262 size=26696 mtime=1776190687.000000000 build-id=508b93a2fefdbe9602206fdc936b49de9bb56a2a
range 0+26696
file /usr/lib/x86_64-linux-gnu/libgimpbase-2.0.so.0.1000.34
id dev=7:0 ino=582258 size=198736 mtime=1776190687.000000000 build-id=3d6acc0c408a65b7e6cb4702779ecc2f2f36cfc8
range 0+198736
file /usr/lib/x86_64-linux-gnu/libgdk_pixbuf-2.0.so.0.4200.10
id dev=7:0 ino=579602 size=186552 mtime=1750366374.000000000 build-id=408e0865ec7d91a2b0fafcfa9f2986703cdf0e10
range 0+186552
file /usr/lib/x86_64-linux-gnu/libpangocairo-1.0.so.0.5000.12
id dev=7:0 ino=579860 size=63456 mtime=1671114025.000000000 build-id=c7a5b448399f8f4376cbc27707d0f477d2552d8f
range 0+63456
file /usr/lib/x86_64-linux-gnu/libpangoft2-1.0.so.0.5000.12
id dev=7:0 ino=579862 size=100192 mtime=1671114025.000000000 build-id=98c837fd1a3967a4ccde3667e355c538ec92d2ef
range 0+100192
file /usr/lib/x86_64-linux-gnu/libpango-1.0.so.0.5000.12
id dev=7:0 ino=579858 size=425568 mtime=1671114025.000000000 build-id=80bbee1d6e5c90a95deda3bb395d10cadf7f3a82
range 0+425568
file /usr/lib/x86_64-linux-gnu/libfontconfig.so.1.12.0
id dev=7:0 ino=579560 size=306112 mtime=1675203848.000000000 build-id=cdc4303061116bec195578e26bcc6727a2561da1
range 0+306112
file /usr/lib/x86_64-linux-gnu/libfreetype.so.6.18.3
id dev=7:0 ino=579578 size=821160 mtime=1741982220.000000000 build-id=c4ff22e47bdc97fe08bc98464db85c24e69ea5e8
range 0+393216 397312+131072 548864+131072 753664+67496
file /usr/lib/x86_64-linux-gnu/libharfbuzz.so.0.60000.0
id dev=7:0 ino=579678 size=1064504 mtime=1675288031.000000000 build-id=04389916e609641d168ac44e6ad377b5076a4684
range 0+262144 819200+4096 995328+69176
file /usr/lib/x86_64-linux-gnu/libcairo.so.2.11600.0
id dev=7:0 ino=579456 size=1187432 mtime=1670615011.000000000 build-id=3b00371c4a7d7f8f50e68f20fa815163fb7df7fa
range 0+262144 528384+131072 917504+4096 1118208+69224
file /usr/lib/x86_64-linux-gnu/libgegl-0.4.so.0.441.1
id dev=7:0 ino=582249 size=969224 mtime=1771423685.000000000 build-id=a0c7ee00628c003ee6864acb09310ca6a6f427de
range 0+659456 671744+297480
file /usr/lib/x86_64-linux-gnu/libjson-glib-1.0.so.0.600.6
id dev=7:0 ino=582213 size=174072 mtime=1629760072.000000000 build-id=e2421740f41a630e9e9ad65f2325cea94fada602
range 0+174072
file /usr/lib/x86_64-linux-gnu/libbabl-0.1.so.0.197.1
id dev=7:0 ino=582122 size=542984 mtime=1679557673.000000000 build-id=a1ff7f4876ad4bc1954c3f97d5f0a9da4cf9873f
range 0+542984
file /usr/lib/x86_64-linux-gnu/liblcms2.so.2.0.14
id dev=7:0 ino=579751 size=398304 mtime=1676842348.000000000 build-id=da90fc099be31f712bfb71c37b7dc6f7fcd66f5d
range 0+262144 286720+4096 327680+70624
file /usr/lib/x86_64-linux-gnu/libgexiv2.so.2.14.0
id dev=7:0 ino=582255 size=215072 mtime=1663551546.000000000 build-id=d8eb3bda582b9c96a5d5bda70f36cefef09abead
range 0+215072
file /usr/lib/x86_64-linux-gnu/libgio-2.0.so.0.7400.6
id dev=7:0 ino=579608 size=1953008 mtime=1765808978.000000000 build-id=e9faf04ebc070ca509dd679d2a49c73b8e0045e7
range 0+757760 790528+135168 966656+131072 1224704+413696 1884160+68848
file /usr/lib/x86_64-linux-gnu/libz.so.1.2.13
id dev=7:0 ino=580121 size=121280 mtime=1667651086.000000000 build-id=1f95d5498d283b79505861523e20b3db2afdf518
range 0+90112 114688+6592
file /usr/lib/x86_64-linux-gnu/libmypaint-1.5.so.1.1.2
id dev=7:0 ino=582306 size=128216 mtime=1610987059.000000000 build-id=30b4b753365e8cbe54e3b6cef8a5149364e53a3e
range 0+128216
file /usr/lib/x86_64-linux-gnu/libgobject-2.0.so.0.7400.6
id dev=7:0 ino=579646 size=387288 mtime=1765808978.000000000 build-id=d56c5a278ee6e10faea0a792cbbf7a764701a962
range 0+387288
file /usr/lib/x86_64-linux-gnu/libglib-2.0.so.0.7400.6
id dev=7:0 ino=579614 size=1273360 mtime=1765808978.000000000 build-id=42c28e95f24a721d8e8e159f42dbc541f0ff353d
range 0+454656 462848+577536 1064960+131072 1204224+69136
file /usr/lib/x86_64-linux-gnu/libm.so.6
id dev=7:0 ino=579765 size=911904 mtime=1777320873.000000000 build-id=d6e6f9e3af1243eed9bf5efd366dd015a9f22c13
range 0+4096 8192+290816 421888+204800 692224+143360 843776+68128
file /usr/lib/x86_64-linux-gnu/libc.so.6
id dev=7:0 ino=579449 size=1926232 mtime=1777320873.000000000 build-id=93ac61ec5a8eb1396f9fbd350e3169a558528a40
range 0+4096 8192+933888 950272+172032 1138688+131072 1318912+65536 1449984+262144 1851392+74840
file /usr/lib/x86_64-linux-gnu/libgmodule-2.0.so.0.7400.6
id dev=7:0 ino=579620 size=18480 mtime=1765808978.000000000 build-id=31012fe3f0bdf868d79d10b15395bb318eaa7e7d
range 0+18480
file /usr/lib/x86_64-linux-gnu/libpng16.so.16.39.0
id dev=7:0 ino=579887 size=219056 mtime=1774897143.000000000 build-id=56640bf726b2815c3c26ffd73cce8126ab436334
range 0+219056
file /usr/lib/x86_64-linux-gnu/libjpeg.so.62.3.0
id dev=7:0 ino=579731 size=600128 mtime=1675434522.000000000 build-id=75b71ddb85234be3659c097f2561a765b45993bd
range 0+262144 319488+4096 532480+67648
file /usr/lib/x86_64-linux-gnu/libfribidi.so.0.4.0
id dev=7:0 ino=579580 size=108808 mtime=1649188982.000000000 build-id=df6a1c7bc544c74c18a8635e3e65965a1fb529c3
range 0+108808
file /usr/lib/x86_64-linux-gnu/libthai.so.0.3.1
id dev=7:0 ino=579975 size=41000 mtime=1640031852.000000000 build-id=11b774e6b958fa6734f1a721527e1596e34ecd00
range 0+41000
file /usr/lib/x86_64-linux-gnu/libexpat.so.1.8.10
id dev=7:0 ino=579536 size=174176 mtime=1725777859.000000000 build-id=a2f37366bc9782b9306773fd6318838fbae5ad5d
range 0+174176
file /usr/lib/x86_64-linux-gnu/libbrotlidec.so.1.0.9
id dev=7:0 ino=582092 size=47264 mtime=1792761221.000000000 build-id=5aedf5ce91068f729b90ba43b724eda60f7686bd
range 0+47264
file /usr/lib/x86_64-linux-gnu/libgraphite2.so.3.2.1
id dev=7:0 ino=579658 size=174264 mtime=1585732260.000000000 build-id=5b00ca1eda239ea043d7eae3b0fd4481560a907e
range 0+174264
file /usr/lib/x86_64-linux-gnu/libpixman-1.so.0.42.2
id dev=7:0 ino=579875 size=698384 mtime=1668170545.000000000 build-id=e5244cc62abe869e5fb0a4e43b3f1dec189dbef9
range 0+262144 323584+143360 536576+161808
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
file /usr/lib/x86_64-linux-gnu/libexiv2.so.0.27.6
id dev=7:0 ino=582253 size=3008448 mtime=1674902747.000000000 build-id=4f7f2ae95f309517d19fb581b6825ffe8ab96a7c
range 0+1015808 1077248+253952 1912832+131072 2064384+200704 2342912+131072 2699264+309184
file /usr/lib/x86_64-linux-gnu/libstdc++.so.6.0.30
id dev=7:0 ino=579958 size=2190440 mtime=1744025177.000000000 build-id=289ee39f8c07bd4fa48102dfeeb7e6f9c76158b4
range 0+655360 659456+331776 1019904+131072 1167360+135168 1306624+155648 1560576+192512 1789952+131072 2121728+68712
file /usr/lib/x86_64-linux-gnu/libgcc_s.so.1
id dev=7:0 ino=579588 size=125312 mtime=1744025177.000000000 build-id=6f03384c2e3c38887dd3ba5a24b2e18c17e2f0e0
range 0+125312
file /usr/lib/x86_64-linux-gnu/libmount.so.1.1.0
id dev=7:0 ino=579785 size=404096 mtime=1732219314.000000000 build-id=a3785ca0e8ef5bd8fb1bf463b0ef8e09540e598c
range 0+262144 307200+4096 335872+68224
file /usr/lib/x86_64-linux-gnu/libselinux.so.1
id dev=7:0 ino=579929 size=174312 mtime=1685210301.000000000 build-id=4d66a8c268d724fe4c0b44b173254e33e1a4d4f6
range 0+174312
file /usr/lib/x86_64-linux-gnu/libjson-c.so.5.2.0
id dev=7:0 ino=579735 size=71896 mtime=1664753166.000000000 build-id=9a5a06d7754ccad178394c8b1b48e605ae0f4e01
range 0+71896
file /usr/lib/x86_64-linux-gnu/libgomp.so.1.0.0
id dev=7:0 ino=579648 size=290392 mtime=1744025177.000000000 build-id=3856f0954e1931eebc020ca4a4e6bef40f4f7765
range 0+290392
file /usr/lib/x86_64-linux-gnu/libffi.so.8.1.2
id dev=7:0 ino=579553 size=43480 mtime=1666600001.000000000 build-id=4b5ef0d8f602b880c279f15ed3b07bf6686ea09b
range 0+32768 36864+6616
file /usr/lib/x86_64-linux-gnu/libpcre2-8.so.0.11.2
id dev=7:0 ino=581631 size=629384 mtime=1791032861.000000000 build-id=80008c19cf49e3f09f312e74d164938e91d9337d
range 0+315392 319488+196608 561152+68232
file /usr/lib/x86_64-linux-gnu/libdatrie.so.1.4.0
id dev=7:0 ino=579492 size=34736 mtime=1663547029.000000000 build-id=57f62fe2ce6d6db200f0f8cfee3cc987b25a9e2f
range 0+34736
file /usr/lib/x86_64-linux-gnu/libbrotlicommon.so.1.0.9
id dev=7:0 ino=582091 size=137376 mtime=1792761221.000000000 build-id=612250b381c7dab8e3d5f683c0f560ac76d53ef0
range 0+137376
file /usr/lib/x86_64-linux-gnu/libXau.so.6.0.0
id dev=7:0 ino=579189 size=14496 mtime=1611872708.000000000 build-id=84ffa90fee1b716cdc7d8349be47ed6ca4761b75
range 0+14496
file /usr/lib/x86_64-linux-gnu/libXdmcp.so.6.0.0
id dev=7:0 ino=579204 size=22728 mtime=1488464839.000000000 build-id=1d12a8566670c95b1b02e341400060d2d825aade
range 0+22728
file /usr/lib/x86_64-linux-gnu/libblkid.so.1.1.0
id dev=7:0 ino=579433 size=355328 mtime=1732219314.000000000 build-id=a0182491d79a5fce32537ef44f1876721fe2b428
range 0+262144 286720+68608
file /usr/lib/x86_64-linux-gnu/libbsd.so.0.11.7
id dev=7:0 ino=579441 size=84840 mtime=1675016808.000000000 build-id=d830808c93622acd159aacd728121ee9d9f8513f
range 0+84840
file /usr/lib/x86_64-linux-gnu/libmd.so.0.0.5
id dev=7:0 ino=579772 size=47312 mtime=1657417415.000000000 build-id=bfcdab3e6fabdc0d6f3e3e7d562330e80601a5af
range 0+47312
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
range 0+65536 204800+65536
file /usr/lib/x86_64-linux-gnu/babl-0.1/u32.so
id dev=7:0 ino=150754 size=18432 mtime=1679557673.000000000 build-id=a14df0a5346da06479d1077f7544192785f76273
range 0+18432
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v3-gegl-fixups.so
id dev=7:0 ino=150771 size=22528 mtime=1679557673.000000000 build-id=04502f9b52cc76f8cf7cc649a150e94e6b8866de
range 0+22528
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v2-u32.so
id dev=7:0 ino=150765 size=18432 mtime=1679557673.000000000 build-id=dcd6eb8bb980f5ac817eb84702963a8f48c8c589
range 0+18432
file /usr/lib/x86_64-linux-gnu/babl-0.1/oklab.so
id dev=7:0 ino=150745 size=30912 mtime=1679557673.000000000 build-id=288c236c619fed76de96bf4b645cfa3d707ebb40
range 0+30912
file /usr/lib/x86_64-linux-gnu/babl-0.1/HSV.so
id dev=7:0 ino=150730 size=14336 mtime=1679557673.000000000 build-id=a69d8ff8f92f6f547080584971b822f794978190
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v3-CIE.so
id dev=7:0 ino=150767 size=51200 mtime=1679557673.000000000 build-id=cf268b420e6604cc389eb5797a111e65ff40ebbe
range 0+51200
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v3-u16.so
id dev=7:0 ino=150776 size=14336 mtime=1679557673.000000000 build-id=1f074ded0b2551879db7985ab0d45e3989e608d9
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v3-float.so
id dev=7:0 ino=150770 size=18432 mtime=1679557673.000000000 build-id=20d87af00c8f25c06b9e2ba46d5acab8d3df967c
range 0+18432
file /usr/lib/x86_64-linux-gnu/babl-0.1/CIE.so
id dev=7:0 ino=150727 size=51200 mtime=1679557673.000000000 build-id=32a9ae93ea4ac2cd65515ada2806e70fc1ad5300
range 0+51200
file /usr/lib/x86_64-linux-gnu/babl-0.1/cairo.so
id dev=7:0 ino=150732 size=26624 mtime=1679557673.000000000 build-id=4c96bb6d42508689a273fb8827c7dae17a9c95ac
range 0+26624
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v3-simple.so
id dev=7:0 ino=150775 size=26624 mtime=1679557673.000000000 build-id=02fbc43159af587a136746fd98e7e12c04359dfd
range 0+26624
file /usr/lib/x86_64-linux-gnu/babl-0.1/gggl-table.so
id dev=7:0 ino=150739 size=18432 mtime=1679557673.000000000 build-id=43f78362813aa0ca13b8869c3f9bdbab0cb221ac
range 0+18432
file /usr/lib/x86_64-linux-gnu/babl-0.1/sse2-int8.so
id dev=7:0 ino=150750 size=18432 mtime=1679557673.000000000 build-id=0c896b0b6abdd00bbc9a2a40baf252739606bc7e
range 0+18432
file /usr/lib/x86_64-linux-gnu/babl-0.1/sse-half.so
id dev=7:0 ino=150747 size=14040 mtime=1679557673.000000000 build-id=7b251c05c92e8f15d32f5950cba9240b731a56ef
range 0+14040
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v2-ycbcr.so
id dev=7:0 ino=150766 size=14336 mtime=1679557673.000000000 build-id=7de1a6fc849276f21a28b119b8eb16bd03d1ffbd
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v2-double.so
id dev=7:0 ino=150757 size=14336 mtime=1679557673.000000000 build-id=9979ea254f534c4da9f3711877d02861115c205f
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v2-CIE.so
id dev=7:0 ino=150755 size=51200 mtime=1679557673.000000000 build-id=9882806c165a1ef57cf8b7ef5a62b8766a5dfcd3
range 0+51200
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v2-simple.so
id dev=7:0 ino=150763 size=22528 mtime=1679557673.000000000 build-id=963e6f880ae6b34ac615b8ba19a9ec6b9ee85fc1
range 0+22528
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v3-double.so
id dev=7:0 ino=150769 size=14336 mtime=1679557673.000000000 build-id=ae6901d12e3c6fc2211c9884a2680a8c42770c5e
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v2-gegl-fixups.so
id dev=7:0 ino=150759 size=18432 mtime=1679557673.000000000 build-id=d2992fde6e4f56ddd8c7a321a3343390acdf66f7
range 0+18432
file /usr/lib/x86_64-linux-gnu/babl-0.1/naive-CMYK.so
id dev=7:0 ino=150744 size=14040 mtime=1679557673.000000000 build-id=ae80be2c3433326d08ec1f59a28ca005ebed913f
range 0+14040
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v3-grey.so
id dev=7:0 ino=150774 size=14336 mtime=1679557673.000000000 build-id=edbc4a75d0b97d203e92360857212f4ba6519382
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v3-gggl-lies.so
id dev=7:0 ino=150772 size=30720 mtime=1679557673.000000000 build-id=79e3f4b96f75086eb9014322e7696cb7c2b57e35
range 0+30720
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v2-gggl-lies.so
id dev=7:0 ino=150760 size=26624 mtime=1679557673.000000000 build-id=0aeb518aadb62fd481c708b6a7b3ec504eb223a6
range 0+26624
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v2-cairo.so
id dev=7:0 ino=150756 size=26624 mtime=1679557673.000000000 build-id=c7aa0e2bb599d2f7f71d34481c63453c982f3a66
range 0+26624
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v2-grey.so
id dev=7:0 ino=150762 size=14336 mtime=1679557673.000000000 build-id=46a1b63fa13c0b3ae6e97ce2732d3d7ac73ef676
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/gggl-lies.so
id dev=7:0 ino=150737 size=26624 mtime=1679557673.000000000 build-id=a1ad9ef1674345f480d478b80466b4ac9b87abfc
range 0+26624
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v3-u32.so
id dev=7:0 ino=150777 size=18432 mtime=1679557673.000000000 build-id=cd8ca210eb0c786232de461b528de8fa2e9dff53
range 0+18432
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v2-float.so
id dev=7:0 ino=150758 size=18432 mtime=1679557673.000000000 build-id=8dedabadfaeff435495f34d8398ae6788b653cfb
range 0+18432
file /usr/lib/x86_64-linux-gnu/babl-0.1/gggl.so
id dev=7:0 ino=150740 size=26624 mtime=1679557673.000000000 build-id=e880fd8c809455280a3937d11444e67424cc3ce0
range 0+26624
file /usr/lib/x86_64-linux-gnu/babl-0.1/ycbcr.so
id dev=7:0 ino=150779 size=14336 mtime=1679557673.000000000 build-id=29f7080dac5fb1a30fa1e5652f7533d1dae14b01
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v3-gggl.so
id dev=7:0 ino=150773 size=34816 mtime=1679557673.000000000 build-id=158987cf115a932be7b5e48bec125c39635d6fab
range 0+34816
file /usr/lib/x86_64-linux-gnu/babl-0.1/sse2-int16.so
id dev=7:0 ino=150749 size=14336 mtime=1679557673.000000000 build-id=243215f091b9cab3db3ba22b3a5133033f0dd735
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/grey.so
id dev=7:0 ino=150742 size=14336 mtime=1679557673.000000000 build-id=5cbb4251615ac0eb2cba2aa043143f92b7740a3d
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/float.so
id dev=7:0 ino=150735 size=18432 mtime=1679557673.000000000 build-id=b6da7aaccae35b577d6d0e6eb1d7fc38652a9dc1
range 0+18432
file /usr/lib/x86_64-linux-gnu/babl-0.1/simple.so
id dev=7:0 ino=150746 size=26624 mtime=1679557673.000000000 build-id=2be97927ca75c7e79fb28237d779579e9d6b4ca2
range 0+26624
file /usr/lib/x86_64-linux-gnu/babl-0.1/gggl-table-lies.so
id dev=7:0 ino=150738 size=18432 mtime=1679557673.000000000 build-id=98307b0fac6f6553ee35c691165a621ea61c72f1
range 0+18432
file /usr/lib/x86_64-linux-gnu/babl-0.1/avx2-int8.so
id dev=7:0 ino=150731 size=14040 mtime=1679557673.000000000 build-id=24803043cb1ef0072f03f2af742203f5bea985c1
range 0+14040
file /usr/lib/x86_64-linux-gnu/babl-0.1/HSL.so
id dev=7:0 ino=150729 size=14336 mtime=1679557673.000000000 build-id=0cac8c6db91a3f8fa382f8a2ec0f3c1cfd980e27
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/fast-float.so
id dev=7:0 ino=150734 size=14336 mtime=1679557673.000000000 build-id=33ddd0ec234af771e2aafeb25707509904b1cc94
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/sse2-float.so
id dev=7:0 ino=150748 size=34656 mtime=1679557673.000000000 build-id=6e293954fae26ec7207bb429d47022d196e19648
range 0+34656
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v2-gggl.so
id dev=7:0 ino=150761 size=26624 mtime=1679557673.000000000 build-id=32069d1cd03e159769e880179a8e3a1da8ff3715
range 0+26624
file /usr/lib/x86_64-linux-gnu/babl-0.1/half.so
id dev=7:0 ino=150743 size=18432 mtime=1679557673.000000000 build-id=a9048c7ec89f7e13e53400b8c8f029db7598269c
range 0+18432
file /usr/lib/x86_64-linux-gnu/babl-0.1/gegl-fixups.so
id dev=7:0 ino=150736 size=18432 mtime=1679557673.000000000 build-id=932683a1dee04109397634949f29ce78bd7e46bb
range 0+18432
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v2-u16.so
id dev=7:0 ino=150764 size=14336 mtime=1679557673.000000000 build-id=15f7fdeb8cdc6d89c363c62deb1d4419c2a08f53
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v3-ycbcr.so
id dev=7:0 ino=150778 size=14336 mtime=1679557673.000000000 build-id=3ea977de0a31397aed2eeab619f7c53f5af3739d
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/two-table.so
id dev=7:0 ino=150752 size=14040 mtime=1679557673.000000000 build-id=95b599531671c279fcfeecaeca09ff3d4bce36ae
range 0+14040
file /usr/lib/x86_64-linux-gnu/babl-0.1/u16.so
id dev=7:0 ino=150753 size=14336 mtime=1679557673.000000000 build-id=ea28907a6ac3b20ee55bdd4f282ae204e9e1a325
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v3-cairo.so
id dev=7:0 ino=150768 size=34816 mtime=1679557673.000000000 build-id=fdb51ea53d2bccf32ad03c062aa35f40425fae48
range 0+34816
file /usr/lib/x86_64-linux-gnu/babl-0.1/sse4-int8.so
id dev=7:0 ino=150751 size=14040 mtime=1679557673.000000000 build-id=50ea69044ca7b545b72ba8c63976cde82f837035
range 0+14040
file /usr/lib/x86_64-linux-gnu/babl-0.1/gimp-8bit.so
id dev=7:0 ino=150741 size=18432 mtime=1679557673.000000000 build-id=376aa187ca13ac393352834d58fb2adb9b1ea16b
range 0+18432
file /usr/lib/x86_64-linux-gnu/babl-0.1/double.so
id dev=7:0 ino=150733 size=14336 mtime=1679557673.000000000 build-id=a1793cf6d7a0e236e79cfb1ad616782f4cd85484
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/HCY.so
id dev=7:0 ino=150728 size=14336 mtime=1679557673.000000000 build-id=49361c416d2bf6ee8ebe22d5255b80e1a98d757a
range 0+14336
file /usr/lib/x86_64-linux-gnu/gegl-0.4/matting-levin.so
id dev=7:0 ino=150843 size=43008 mtime=1771423685.000000000 build-id=5a5b9cec0b8f662d7ca7a3bf0b4ae3c3a59d069e
range 0+43008
file /usr/lib/x86_64-linux-gnu/libumfpack.so.5.7.9
id dev=7:0 ino=582247 size=712648 mtime=1656330218.000000000 build-id=2d8ca96f09ef894a19115e93f719a699f7be27ce
range 0+262144 643072+69576
file /usr/lib/x86_64-linux-gnu/libamd.so.2.4.6
id dev=7:0 ino=582235 size=38992 mtime=1656330218.000000000 build-id=367950336f7f313495f3ed8b389c263f4a3c622f
range 0+38992
file /usr/lib/x86_64-linux-gnu/libsuitesparseconfig.so.5.12.0
id dev=7:0 ino=582233 size=14392 mtime=1656330218.000000000 build-id=2c8c73442ec8a3e4edcee1cec7ada8c80d2309e5
range 0+14392
file /usr/lib/x86_64-linux-gnu/openblas-pthread/libblas.so.3
id dev=7:0 ino=150786 size=399704 mtime=1671462231.000000000 build-id=6ffff327a5c4c1a62251c33068697aa59cf385ff
range 0+262144 331776+67928
file /usr/lib/x86_64-linux-gnu/libcholmod.so.3.0.14
id dev=7:0 ino=582245 size=916992 mtime=1656330218.000000000 build-id=bd071e620b2303e8fa64d037f4175ab8d09cf328
range 0+262144 847872+69120
file /usr/lib/x86_64-linux-gnu/openblas-pthread/libopenblasp-r0.3.21.so
id dev=7:0 ino=150788 size=36543000 mtime=1671462231.000000000 build-id=5b7c051f6e6da4c218d991943c91eec92853f9c6
range 0+1441792 3616768+131072 25538560+131072 34611200+131072 36356096+186904
file /usr/lib/x86_64-linux-gnu/libcolamd.so.2.9.6
id dev=7:0 ino=582241 size=30728 mtime=1656330218.000000000 build-id=9a060b4f99c30772b8430694b6e1b5a1f4a121a3
range 0+30728
file /usr/lib/x86_64-linux-gnu/libccolamd.so.2.9.6
id dev=7:0 ino=582239 size=47176 mtime=1656330218.000000000 build-id=b9e589ee543cd32b212f8b17d9171af659d9ef01
range 0+47176
file /usr/lib/x86_64-linux-gnu/libcamd.so.2.4.6
id dev=7:0 ino=582237 size=43080 mtime=1656330218.000000000 build-id=c37283df1d926fc87c4026953a5aa3c6b6d0599a
range 0+43080
file /usr/lib/x86_64-linux-gnu/libmetis.so.5.1.0
id dev=7:0 ino=582243 size=452168 mtime=1589920201.000000000 build-id=7261643cd52bdab9cf8da0b6603742d13f13ddf3
range 0+262144 372736+4096 380928+71240
file /usr/lib/x86_64-linux-gnu/openblas-pthread/liblapack.so.3
id dev=7:0 ino=150787 size=7313872 mtime=1671462231.000000000 build-id=d20da0ceaa7a2d526e6e17a826c303f1e8993d17
range 0+262144 6594560+4096 7245824+68048
file /usr/lib/x86_64-linux-gnu/libgfortran.so.5.0.0
id dev=7:0 ino=582105 size=2923712 mtime=1744025177.000000000 build-id=5c7072ef21ffc362340a4832a53527e04b75694e
range 0+262144 2465792+204800 2686976+131072 2854912+68800
file /usr/lib/x86_64-linux-gnu/libquadmath.so.0.0.0
id dev=7:0 ino=579910 size=285304 mtime=1744025177.000000000 build-id=3d09a9391343270797dd2264cfecffcec9f08230
range 0+147456 184320+4096 217088+68216
file /usr/lib/x86_64-linux-gnu/gegl-0.4/ff-save.so
id dev=7:0 ino=150823 size=38912 mtime=1771423685.000000000 build-id=3ace4e5ea7ca832de6dbe2ae28facc8303cdd178
range 0+38912
file /usr/lib/x86_64-linux-gnu/libavcodec.so.59.37.100
id dev=7:0 ino=582180 size=14938720 mtime=1778678620.000000000 build-id=1b2f4a8337c5c3cfce03bf8edf6cbbf55c342124
range 0+720896 1011712+131072 11218944+4096 14389248+549472
file /usr/lib/x86_64-linux-gnu/libavformat.so.59.27.100
id dev=7:0 ino=582211 size=2775216 mtime=1778678620.000000000 build-id=20cf72694e9dbc3e043d7f392d18a2a3a1017faf
range 0+393216 2056192+4096 2490368+284848
file /usr/lib/x86_64-linux-gnu/libavutil.so.57.28.100
id dev=7:0 ino=582140 size=925424 mtime=1778678620.000000000 build-id=848374f2a37f4bf619ee68b1e63fac94d0c12e19
range 0+262144 712704+4096 856064+69360
file /usr/lib/x86_64-linux-gnu/libswscale.so.6.7.100
id dev=7:0 ino=582231 size=669688 mtime=1778678620.000000000 build-id=bebc6811865f7670ee3915a10e2abf2aac37e4e0
range 0+147456 589824+4096 602112+67576
file /usr/lib/x86_64-linux-gnu/libswresample.so.4.7.100
id dev=7:0 ino=582163 size=133112 mtime=1778678620.000000000 build-id=a4700d90d23460b4417f32fdc2276cd37c5b3966
range 0+133112
file /usr/lib/x86_64-linux-gnu/libvpx.so.7.1.0
id dev=7:0 ino=582031 size=3098696 mtime=1771317007.000000000 build-id=64a7dfb09059827abd8471af46fc83efeb78ffad
range 0+262144 2760704+4096 3031040+67656
file /usr/lib/x86_64-linux-gnu/libwebpmux.so.3.0.10
id dev=7:0 ino=581726 size=43272 mtime=1694547344.000000000 build-id=f775d50b53842475536c631547fe3c32ae8d6b5d
range 0+43272
file /usr/lib/x86_64-linux-gnu/libwebp.so.7.1.5
id dev=7:0 ino=580030 size=453240 mtime=1694547344.000000000 build-id=e3f3e238b835311926cc04967d7166288fde87b1
range 0+147456 364544+4096 385024+68216
file /usr/lib/x86_64-linux-gnu/liblzma.so.5.4.1
id dev=7:0 ino=579761 size=190456 mtime=1743710139.000000000 build-id=72a44fc3edc93188d045e65d92d28d50e373dbcb
range 0+81920 122880+67576
file /usr/lib/x86_64-linux-gnu/libdav1d.so.6.6.0
id dev=7:0 ino=579494 size=1630208 mtime=1714060836.000000000 build-id=369977c9a867821a2137ff4c8dd193c84b28d09c
range 0+262144 1417216+4096 1560576+69632
file /usr/lib/x86_64-linux-gnu/librsvg-2.so.2.48.0
id dev=7:0 ino=579921 size=11070952 mtime=1690733593.000000000 build-id=995a46f47f5c9026b84ecd4ea1c974a3dc2a158e
range 0+1048576 1052672+126976 6266880+131072 7094272+4096 10313728+757224
file /usr/lib/x86_64-linux-gnu/libzvbi.so.0.13.2
id dev=7:0 ino=582177 size=581016 mtime=1768035782.000000000 build-id=f5ee2fe0f1786e79fcedf3756354fcfea27763b6
range 0+262144 385024+4096 430080+150936
file /usr/lib/x86_64-linux-gnu/libsnappy.so.1.1.9
id dev=7:0 ino=582157 size=43376 mtime=1676575892.000000000 build-id=ade1a5725b24a66dadbe7032dd538f9dcd94a724
range 0+43376
file /usr/lib/x86_64-linux-gnu/libaom.so.3.6.0
id dev=7:0 ino=579383 size=5643672 mtime=1723733676.000000000 build-id=8c7eb8c2244b9bdd4e31404605031f3e34a795dd
range 0+147456 4378624+4096 5480448+163224
file /usr/lib/x86_64-linux-gnu/libcodec2.so.1.0
id dev=7:0 ino=582142 size=16849840 mtime=1658032199.000000000 build-id=52aeb31e98a4ec6e136c1b042f715c259ab693b3
range 0+262144 282624+4096 1122304+131072 1339392+131072 16781312+68528
file /usr/lib/x86_64-linux-gnu/libgsm.so.1.0.19
id dev=7:0 ino=582143 size=63496 mtime=1664574855.000000000 build-id=7c09eceb6d176fed55c8658ab7c34c5dc121aa62
range 0+63496
file /usr/lib/x86_64-linux-gnu/libjxl.so.0.7.0
id dev=7:0 ino=582151 size=3505416 mtime=1751529970.000000000 build-id=e06acf18c9740f66856ba33c878890f2e16f7d46
range 0+262144 3072000+4096 3436544+68872
file /usr/lib/x86_64-linux-gnu/libjxl_threads.so.0.7.0
id dev=7:0 ino=582152 size=18664 mtime=1751529970.000000000 build-id=c053fe9d53dbd572d3556e41f2d0f0c9b10d2112
range 0+18664
file /usr/lib/x86_64-linux-gnu/libmp3lame.so.0.0.0
id dev=7:0 ino=581987 size=296936 mtime=1664354690.000000000 build-id=5608dbb8e569999f055feb7a55ce4e83ffc66fc7
range 0+296936
file /usr/lib/x86_64-linux-gnu/libopenjp2.so.2.5.0
id dev=7:0 ino=581722 size=408000 mtime=1778591710.000000000 build-id=397a6558f216994b0300239f1fa388f71a48a284
range 0+262144 319488+4096 339968+68032
file /usr/lib/x86_64-linux-gnu/libopus.so.0.8.0
id dev=7:0 ino=581983 size=383424 mtime=1674861034.000000000 build-id=0ec5bcf38dc0bb8d9649d7e5bd37e5803e6577a4
range 0+147456 294912+4096 315392+68032
file /usr/lib/x86_64-linux-gnu/librav1e.so.0.5.1
id dev=7:0 ino=579912 size=2701536 mtime=1672312283.000000000 build-id=29ab0144cf204bea10ffb797e82b9e758eba9496
range 0+147456 200704+131072 1888256+131072 2125824+4096 2502656+198880
file /usr/lib/x86_64-linux-gnu/libshine.so.3.0.1
id dev=7:0 ino=582155 size=43136 mtime=1524162313.000000000 build-id=974ad2982391f7bd4eaa09b96411ada81ade63df
range 0+43136
file /usr/lib/x86_64-linux-gnu/libspeex.so.1.5.2
id dev=7:0 ino=582159 size=108456 mtime=1675268146.000000000 build-id=8ced79601b1f609215b852e99fe1f2a78a812cf2
range 0+108456
file /usr/lib/x86_64-linux-gnu/libSvtAv1Enc.so.1.4.1
id dev=7:0 ino=579179 size=6759376 mtime=1671222620.000000000 build-id=086f3eed79b4a8a7cc72ee2dd09d5ec440bff678
range 0+262144 5558272+4096 6610944+148432
file /usr/lib/x86_64-linux-gnu/libtheoraenc.so.1.1.2
id dev=7:0 ino=582167 size=231576 mtime=1751180959.000000000 build-id=c84c39b1ee78fc180f62fefad32cb48fcf5755f7
range 0+151552 163840+67736
file /usr/lib/x86_64-linux-gnu/libtheoradec.so.1.1.4
id dev=7:0 ino=582166 size=108696 mtime=1751180959.000000000 build-id=55459ceb3321b9b18a11d481a5ec6490dbffc794
range 0+108696
file /usr/lib/x86_64-linux-gnu/libtwolame.so.0.0.0
id dev=7:0 ino=582171 size=128936 mtime=1571166969.000000000 build-id=00ed5ff5359200c452b43429461ffb9b1be4b6b2
range 0+128936
file /usr/lib/x86_64-linux-gnu/libvorbis.so.0.4.9
id dev=7:0 ino=581991 size=178088 mtime=1601216033.000000000 build-id=ec7eb2232bdce626ff51b704ef636a1ea1e45f75
range 0+178088
file /usr/lib/x86_64-linux-gnu/libvorbisenc.so.2.0.12
id dev=7:0 ino=581993 size=694248 mtime=1601216033.000000000 build-id=15116f34e1cc88f88c13d4e6ce5aab9a05c2ad55
range 0+262144 512000+182248
file /usr/lib/x86_64-linux-gnu/libx264.so.164
id dev=7:0 ino=582173 size=1900664 mtime=1681335425.000000000 build-id=a53558b5197171b7354371efa694135bac22c265
range 0+262144 1642496+4096 1830912+69752
file /usr/lib/x86_64-linux-gnu/libx265.so.199
id dev=7:0 ino=580031 size=16394944 mtime=1663541913.000000000 build-id=b4a22749ef8431c0e2a676309722c971346bb140
range 0+655360 5193728+131072 10678272+131072 15740928+319488 16252928+142016
file /usr/lib/x86_64-linux-gnu/libxvidcore.so.4.3
id dev=7:0 ino=582174 size=691200 mtime=1581804140.000000000 build-id=4b84a440a18a6912b0b0145a4069f21d9d07bf8b
range 0+147456 569344+4096 622592+68608
file /usr/lib/x86_64-linux-gnu/libva.so.2.1700.0
id dev=7:0 ino=582124 size=190944 mtime=1672313972.000000000 build-id=038cd4d822536ea243919d55b353b19c3e1d2e94
range 0+190944
file /usr/lib/x86_64-linux-gnu/libmfx.so.1.35
id dev=7:0 ino=582127 size=63728 mtime=1666091765.000000000 build-id=418a66b89735c2bbd42db5a5843305da944b9f91
range 0+63728
file /usr/lib/x86_64-linux-gnu/libxml2.so.2.9.14
id dev=7:0 ino=580075 size=1750104 mtime=1760186477.000000000 build-id=7a8c29160e2b10fe76f6e382f0bed3fb9e6ace47
range 0+393216 1351680+4096 1679360+70744
file /usr/lib/x86_64-linux-gnu/libbz2.so.1.0.4
id dev=7:0 ino=579446 size=74688 mtime=1663556049.000000000 build-id=462687d0e5080f8f8f3198430fbe3ca849aec026
range 0+74688
file /usr/lib/x86_64-linux-gnu/libgme.so.0.6.3
id dev=7:0 ino=582188 size=321552 mtime=1675085796.000000000 build-id=15c09c7029676da5bd08836dce8129bc7c7e767d
range 0+321552
file /usr/lib/x86_64-linux-gnu/libopenmpt.so.0.3.3
id dev=7:0 ino=582192 size=1910928 mtime=1678401020.000000000 build-id=82a835e61205b1b9572c22d6be4b739144356463
range 0+262144 1572864+4096 1843200+67728
file /usr/lib/x86_64-linux-gnu/libchromaprint.so.1.5.1
id dev=7:0 ino=582186 size=84480 mtime=1655968578.000000000 build-id=db2219df4b46893376d271c6fe0027e5300685f5
range 0+84480
file /usr/lib/x86_64-linux-gnu/libbluray.so.2.4.3
id dev=7:0 ino=582184 size=310256 mtime=1670074615.000000000 build-id=ffd8675a6b7c85cd29b6c883492732722f9a91fb
range 0+310256
file /usr/lib/x86_64-linux-gnu/libgnutls.so.30.34.3
id dev=7:0 ino=579640 size=2205432 mtime=1771080554.000000000 build-id=4aac907a3aee773157dfb84aee99dc8d1fbe3f8f
range 0+569344 618496+131072 1277952+606208 2060288+145144
file /usr/lib/x86_64-linux-gnu/librabbitmq.so.4.5.0
id dev=7:0 ino=582194 size=100272 mtime=1788151987.000000000 build-id=f722937c068bbe310f537ca9ba5082750c9566fe
range 0+100272
file /usr/lib/x86_64-linux-gnu/librist.so.4.2.0
id dev=7:0 ino=582200 size=170008 mtime=1649450773.000000000 build-id=ea1a5d1c0e6d665fd85509474aba205c9c9ece62
range 0+170008
file /usr/lib/x86_64-linux-gnu/libsrt-gnutls.so.1.5.1
id dev=7:0 ino=582202 size=895816 mtime=1794259273.000000000 build-id=2532f98e9928fccdb7c1f1c7b6d658aa4debb26f
range 0+262144 319488+131072 491520+131072 634880+260936
file /usr/lib/x86_64-linux-gnu/libssh-gcrypt.so.4.9.6
id dev=7:0 ino=582204 size=597216 mtime=1792511038.000000000 build-id=207105d61f5a91afedb24c5964fb2d86ffefb6c9
range 0+262144 348160+4096 528384+68832
file /usr/lib/x86_64-linux-gnu/libzmq.so.5.2.4
id dev=7:0 ino=582209 size=774184 mtime=1674074544.000000000 build-id=c9fee79134bd5b74f4230e72dd780c250e9a4cec
range 0+262144 585728+4096 704512+69672
file /usr/lib/x86_64-linux-gnu/libva-drm.so.2.1700.0
id dev=7:0 ino=582132 size=14472 mtime=1672313972.000000000 build-id=be6da9b2fa9b4895da022a13d9d1194fa81ef9f4
range 0+14472
file /usr/lib/x86_64-linux-gnu/libva-x11.so.2.1700.0
id dev=7:0 ino=582134 size=27208 mtime=1672313972.000000000 build-id=bb49967105ac97dc0721ac4ff7a5c9f0259c27fb
range 0+27208
file /usr/lib/x86_64-linux-gnu/libvdpau.so.1.0.0
id dev=7:0 ino=582136 size=18440 mtime=1672912596.000000000 build-id=5f5af22306fb78bf121b62e4bb930c49ced4a49d
range 0+18440
file /usr/lib/x86_64-linux-gnu/libdrm.so.2.4.0
id dev=7:0 ino=579511 size=84688 mtime=1679565005.000000000 build-id=8a25c93ca2573fe65ab5603c06f6e9d3fe4f43d8
range 0+84688
file /usr/lib/x86_64-linux-gnu/libOpenCL.so.1.0.0
id dev=7:0 ino=582138 size=69136 mtime=1664974579.000000000 build-id=6fee82f3fcd4f86352f29c12a2d203fecb423f97
range 0+69136
file /usr/lib/x86_64-linux-gnu/libsoxr.so.0.1.2
id dev=7:0 ino=582161 size=215960 mtime=1588774433.000000000 build-id=703b5df5c943ddac56290ba479bd9d4c1ad72646
range 0+215960
file /usr/lib/x86_64-linux-gnu/libcairo-gobject.so.2.11600.0
id dev=7:0 ino=579454 size=42768 mtime=1670615011.000000000 build-id=840e009145b2924bf0474ec644671bd72de8d03c
range 0+42768
file /usr/lib/x86_64-linux-gnu/libhwy.so.1.0.3
id dev=7:0 ino=582145 size=38920 mtime=1695821929.000000000 build-id=3634929f5c46838aa5eacdca5eb9bd7cc1489b2c
range 0+38920
file /usr/lib/x86_64-linux-gnu/libbrotlienc.so.1.0.9
id dev=7:0 ino=582093 size=591920 mtime=1792761221.000000000 build-id=1e97af345c29fcc67f4cfefce2c0042ae8009814
range 0+147456 249856+4096 524288+67632
file /usr/lib/x86_64-linux-gnu/libogg.so.0.8.5
id dev=7:0 ino=581973 size=38752 mtime=1670429065.000000000 build-id=08605f4e95bff64c4b5e2b617d17e0c67a5a3cb6
range 0+38752
file /usr/lib/x86_64-linux-gnu/libnuma.so.1.0.0
id dev=7:0 ino=579830 size=52312 mtime=1672097433.000000000 build-id=a914b2db140e2efc7965d041a6991f9731e00264
range 0+52312
file /usr/lib/x86_64-linux-gnu/libpthread.so.0
id dev=7:0 ino=579903 size=14480 mtime=1777320873.000000000 build-id=8d74f897770fa3fafa8db4cfac4596c0587ae698
range 0+14480
file /usr/lib/x86_64-linux-gnu/libicuuc.so.72.1
id dev=7:0 ino=579712 size=2078888 mtime=1750621668.000000000 build-id=7c2205f373c674d117347a60025ee64af406ff97
range 0+589824 1413120+4096 1933312+145576
file /usr/lib/x86_64-linux-gnu/libmpg123.so.0.47.0
id dev=7:0 ino=581989 size=372920 mtime=1731252402.000000000 build-id=0c59a225e384ecabb07d25e9ba4aff4c6784509c
range 0+262144 303104+69816
file /usr/lib/x86_64-linux-gnu/libvorbisfile.so.3.3.8
id dev=7:0 ino=582190 size=38752 mtime=1601216033.000000000 build-id=d591ec4ba595e7aeb7521390d358272d2e51b4a9
range 0+38752
file /usr/lib/x86_64-linux-gnu/libudfread.so.0.1.0
id dev=7:0 ino=582182 size=38752 mtime=1620508601.000000000 build-id=e0069c16b99035df05a03279c635ccc772995b38
range 0+38752
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
file /usr/lib/x86_64-linux-gnu/libgmp.so.10.4.1
id dev=7:0 ino=579624 size=529216 mtime=1663872237.000000000 build-id=0c00b6d88e6ba3d5177fdae0bd46d8b9d007dc59
range 0+262144 421888+4096 458752+70464
file /usr/lib/x86_64-linux-gnu/libssl.so.3
id dev=7:0 ino=579955 size=688160 mtime=1775219372.000000000 build-id=c0b9959017cf64b03131964573944fc72958bb2b
range 0+262144 503808+4096 618496+69664
file /usr/lib/x86_64-linux-gnu/libcrypto.so.3
id dev=7:0 ino=579473 size=4734232 mtime=1775219372.000000000 build-id=30563306a0d30a4acfe7ce1e066c8696b5e7856f
range 0+1048576 2293760+131072 3411968+4096 3571712+131072 4255744+478488
file /usr/lib/x86_64-linux-gnu/libmbedcrypto.so.2.28.3
id dev=7:0 ino=582198 size=501808 mtime=1680118781.000000000 build-id=82ac40dd96e55412754cfddc4c1f64ffdd01db5f
range 0+262144 360448+4096 434176+67632
file /usr/lib/x86_64-linux-gnu/libcjson.so.1.7.15
id dev=7:0 ino=582196 size=34688 mtime=1757628927.000000000 build-id=2d99b796876a635c19c2271e5478026c890f613a
range 0+34688
file /usr/lib/x86_64-linux-gnu/libgcrypt.so.20.4.1
id dev=7:0 ino=579592 size=1332480 mtime=1668877150.000000000 build-id=fade6d563b1db42d4e193f6dbb712c96bab741c2
range 0+262144 921600+410880
file /usr/lib/x86_64-linux-gnu/libgpg-error.so.0.33.1
id dev=7:0 ino=579652 size=157768 mtime=1666124568.000000000 build-id=553b3a158bc28ebd0e96946cfe0dcdf35e85fb7e
range 0+157768
file /usr/lib/x86_64-linux-gnu/libgssapi_krb5.so.2.2
id dev=7:0 ino=579660 size=338680 mtime=1740332544.000000000 build-id=d3c57478d2f032b1e63228544e6556b12a9e8969
range 0+262144 266240+72440
file /usr/lib/x86_64-linux-gnu/libsodium.so.23.3.0
id dev=7:0 ino=579942 size=359112 mtime=1767260288.000000000 build-id=b28e20b6b949966183475a48534e6cb29c7c6131
range 0+262144 278528+4096 290816+68296
file /usr/lib/x86_64-linux-gnu/libpgm-5.3.so.0.0.128
id dev=7:0 ino=582207 size=306400 mtime=1602345612.000000000 build-id=332652922c6c4810fd3c074825b156a2c5889e34
range 0+306400
file /usr/lib/x86_64-linux-gnu/libnorm.so.1
id dev=7:0 ino=582206 size=489480 mtime=1613397872.000000000 build-id=80831c0e208f3114ae5aef8a108a32c9b622b9e2
range 0+262144 315392+4096 323584+165896
file /usr/lib/x86_64-linux-gnu/libXfixes.so.3.1.0
id dev=7:0 ino=579212 size=26736 mtime=1664787362.000000000 build-id=515e2f9139aadc9e275abbfe7c0aa49a0d31b8cb
range 0+26736
file /usr/lib/x86_64-linux-gnu/libX11-xcb.so.1.0.0
id dev=7:0 ino=579181 size=13944 mtime=1696323152.000000000 build-id=b7b5dc607f8b417b84bd87e978906692ef7e9cbf
range 0+13944
file /usr/lib/x86_64-linux-gnu/libxcb-dri3.so.0.1.0
id dev=7:0 ino=580037 size=22600 mtime=1659592779.000000000 build-id=618b739210250babf7186ff30b4270c8f86c6813
range 0+22600
file /usr/lib/x86_64-linux-gnu/libicudata.so.72.1
id dev=7:0 ino=579692 size=31262256 mtime=1750621668.000000000 build-id=4af0bd8d2998737d01349e835fa245bdf5b6836c
range 0+147456 31195136+67120
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
file /usr/lib/x86_64-linux-gnu/libkeyutils.so.1.10
id dev=7:0 ino=579739 size=22448 mtime=1671398158.000000000 build-id=34f01abd80dbfc7728a7c585ad351cb42029693e
range 0+22448
file /usr/lib/x86_64-linux-gnu/libresolv.so.2
id dev=7:0 ino=579919 size=60328 mtime=1777320873.000000000 build-id=48fabb246b1b0ffa238af9b86ad9738b3602a693
range 0+60328
file /usr/lib/x86_64-linux-gnu/gegl-0.4/gegl-core.so
id dev=7:0 ino=150833 size=71680 mtime=1771423685.000000000 build-id=e49a27725a1933d22c5c6dd319fbea157bba1c8d
range 0+71680
file /usr/lib/x86_64-linux-gnu/gegl-0.4/exr-load.so
id dev=7:0 ino=150820 size=26720 mtime=1771423685.000000000 build-id=d2bd7f54dfb7a1b422f95b338e5fce5301c62e24
range 0+26720
file /usr/lib/x86_64-linux-gnu/libOpenEXR-3_1.so.30.5.1
id dev=7:0 ino=582219 size=3201312 mtime=1682268393.000000000 build-id=2afa3b2a789266841c31b6f712e91eb767682fa3
range 0+393216 471040+131072 999424+4096 1200128+131072 2920448+131072 3133440+67872
file /usr/lib/x86_64-linux-gnu/libImath-3_1.so.29.5.0
id dev=7:0 ino=582215 size=321384 mtime=1674310639.000000000 build-id=08a778dec2f6f549753e77c1d9add015b8b9cba4
range 0+147456 253952+67432
file /usr/lib/x86_64-linux-gnu/libIlmThread-3_1.so.30.5.1
id dev=7:0 ino=582218 size=30888 mtime=1682268393.000000000 build-id=606b910f70eff481e3bb88f3aacab5b772309a82
range 0+30888
file /usr/lib/x86_64-linux-gnu/libIex-3_1.so.30.5.1
id dev=7:0 ino=582217 size=514216 mtime=1682268393.000000000 build-id=4ab9ef62be1725e92d29ffa1c9ddfb3a96573e37
range 0+514216
file /usr/lib/x86_64-linux-gnu/gegl-0.4/svg-load.so
id dev=7:0 ino=150859 size=22528 mtime=1771423685.000000000 build-id=9f2f76b6ba2f5440a8a7ca47e1f89872920f7c10
range 0+22528
file /usr/lib/x86_64-linux-gnu/gegl-0.4/ppm-save.so
id dev=7:0 ino=150853 size=22528 mtime=1771423685.000000000 build-id=f931a30c76979d6f140fd862e46157ceb516b946
range 0+22528
file /usr/lib/x86_64-linux-gnu/gegl-0.4/tiff-load.so
id dev=7:0 ino=150861 size=34896 mtime=1771423685.000000000 build-id=46d4d52c14d900b7c77c9deb39b7acd015055700
range 0+34896
file /usr/lib/x86_64-linux-gnu/libtiff.so.6.0.0
id dev=7:0 ino=579983 size=571400 mtime=1735911551.000000000 build-id=936a8a6c18e1f4553e2118b2a44bd4d5b5074b56
range 0+262144 339968+4096 503808+67592
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
file /usr/lib/x86_64-linux-gnu/gegl-0.4/exr-save.so
id dev=7:0 ino=150821 size=22624 mtime=1771423685.000000000 build-id=aeddac97d75a217793116cb7defc3367477b1199
range 0+22624
file /usr/lib/x86_64-linux-gnu/gegl-0.4/pdf-load.so
id dev=7:0 ino=150847 size=22528 mtime=1771423685.000000000 build-id=4559660a18b6fa4ffa975145c8442fe211d2cd4b
range 0+22528
file /usr/lib/x86_64-linux-gnu/libpoppler-glib.so.8.24.0
id dev=7:0 ino=582081 size=444392 mtime=1785443344.000000000 build-id=e87583b567c005255540dd0fa75ddc828814db75
range 0+262144 266240+53248 376832+67560
file /usr/lib/x86_64-linux-gnu/libpoppler.so.126.0.0
id dev=7:0 ino=582079 size=3753768 mtime=1785443344.000000000 build-id=3331e094c090799e243fe2064d217a758b7597d2
range 0+1179648 1662976+282624 2052096+139264 2539520+12288 2826240+131072 3293184+460584
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
file /usr/lib/x86_64-linux-gnu/libnssutil3.so
id dev=7:0 ino=579828 size=203056 mtime=1772055708.000000000 build-id=c6b574381365a62759daa9cf372aff6a90118af9
range 0+203056
file /usr/lib/x86_64-linux-gnu/libplds4.so
id dev=7:0 ino=579881 size=14472 mtime=1663450146.000000000 build-id=cc64ba2c0e6dab577f6272b686b839d77a3f0f73
range 0+14472
file /usr/lib/x86_64-linux-gnu/gegl-0.4/jpg-load.so
id dev=7:0 ino=150840 size=22608 mtime=1771423685.000000000 build-id=c299669d38b7b846d13790e94d571efe75ec9353
range 0+22608
file /usr/lib/x86_64-linux-gnu/gegl-0.4/npd.so
id dev=7:0 ino=150844 size=22528 mtime=1771423685.000000000 build-id=22512e1613b7f34e41092734c3aea7ad598a8c30
range 0+22528
file /usr/lib/x86_64-linux-gnu/libgegl-npd-0.4.so
id dev=7:0 ino=582250 size=34816 mtime=1771423685.000000000 build-id=8ac1a800a30fc7ea9e11df2567bcbd177bfb0ad9
range 0+34816
file /usr/lib/x86_64-linux-gnu/gegl-0.4/webp-save.so
id dev=7:0 ino=150867 size=22528 mtime=1771423685.000000000 build-id=34a02e8cc991090e18cbd8f00037ea68ff6f5ea5
range 0+22528
file /usr/lib/x86_64-linux-gnu/gegl-0.4/path.so
id dev=7:0 ino=150846 size=30720 mtime=1771423685.000000000 build-id=b2ccaf8a17497c3569977f8f5a30a0462551284d
range 0+30720
file /usr/lib/x86_64-linux-gnu/gegl-0.4/png-load.so
id dev=7:0 ino=150850 size=34896 mtime=1771423685.000000000 build-id=b19cd98bbf31f13d33d93d9971c05cd32c9da33a
range 0+34896
file /usr/lib/x86_64-linux-gnu/gegl-0.4/seamless-clone.so
id dev=7:0 ino=150858 size=22528 mtime=1771423685.000000000 build-id=d1c7240e638d54ee324acf2d83e76c3688e61fdb
range 0+22528
file /usr/lib/x86_64-linux-gnu/libgegl-sc-0.4.so
id dev=7:0 ino=582251 size=116576 mtime=1771423685.000000000 build-id=b1d77ad5354683a3dcfea07d8ce145a860a298cf
range 0+116576
file /usr/lib/x86_64-linux-gnu/gegl-0.4/raw-load.so
id dev=7:0 ino=150854 size=22696 mtime=1771423685.000000000 build-id=02dee1a55b1d841a6a2ea0c221a3829548f6c507
range 0+22696
file /usr/lib/x86_64-linux-gnu/libraw.so.20.0.0
id dev=7:0 ino=582227 size=1093424 mtime=1785277453.000000000 build-id=9ccd76b98137e0dd237d07d4fa1b4e415fc6231a
range 0+262144 618496+4096 741376+131072 1024000+69424
file /usr/lib/x86_64-linux-gnu/gegl-0.4/png-save.so
id dev=7:0 ino=150851 size=30800 mtime=1771423685.000000000 build-id=0966fff1224dd79f907e74dc3f2a2753c09ba0f4
range 0+30800
file /usr/lib/x86_64-linux-gnu/gegl-0.4/v4l.so
id dev=7:0 ino=150864 size=30720 mtime=1771423685.000000000 build-id=19ec84512033d35fee9297ddaf414559205cbab1
range 0+30720
file /usr/lib/x86_64-linux-gnu/gegl-0.4/tiff-save.so
id dev=7:0 ino=150862 size=30800 mtime=1771423685.000000000 build-id=eeba2fde53b8829aef2db75024396ca43d36d6b5
range 0+30800
file /usr/lib/x86_64-linux-gnu/gegl-0.4/npy-save.so
id dev=7:0 ino=150845 size=18432 mtime=1771423685.000000000 build-id=0b3493a23af311ef48f0c52ad63742ee11b922fe
range 0+18432
file /usr/lib/x86_64-linux-gnu/gegl-0.4/gegl-generated.so
id dev=7:0 ino=150836 size=120832 mtime=1771423685.000000000 build-id=fd893853ba39f20327214709abb44863eaf49b61
range 0+120832
file /usr/lib/x86_64-linux-gnu/gegl-0.4/text.so
id dev=7:0 ino=150860 size=26624 mtime=1771423685.000000000 build-id=5f0361d50628e85b1ce1453f4861e1527d36b6bd
range 0+26624
file /usr/lib/x86_64-linux-gnu/gegl-0.4/webp-load.so
id dev=7:0 ino=150866 size=22528 mtime=1771423685.000000000 build-id=d1ceb162dfc373bb38f5688c92be441e1df590fa
range 0+22528
file /usr/lib/x86_64-linux-gnu/gegl-0.4/seamless-clone-compose.so
id dev=7:0 ino=150857 size=14336 mtime=1771423685.000000000 build-id=a5b5274c13efc06f0f95451b64625e43a8c1bfc7
range 0+14336
file /usr/lib/x86_64-linux-gnu/gegl-0.4/vector-stroke.so
id dev=7:0 ino=150865 size=26632 mtime=1771423685.000000000 build-id=2254d3031b1e72d6a9cb9dd2a89ac82df6536637
range 0+26632
file /usr/lib/x86_64-linux-gnu/gegl-0.4/transformops.so
id dev=7:0 ino=150863 size=75856 mtime=1771423685.000000000 build-id=68cff182d823e02e76193926245a101bca8c3b2a
range 0+75856
file /usr/lib/x86_64-linux-gnu/gegl-0.4/pixbuf-save.so
id dev=7:0 ino=150849 size=18432 mtime=1771423685.000000000 build-id=d44eef5889d4b25386ab6db99719035fb60029a9
range 0+18432
file /usr/lib/x86_64-linux-gnu/gegl-0.4/rgbe-save.so
id dev=7:0 ino=150856 size=30800 mtime=1771423685.000000000 build-id=498e7476d8a10f8372f64f805ab08d6f20952be7
range 0+30800
file /usr/lib/x86_64-linux-gnu/gegl-0.4/ppm-load.so
id dev=7:0 ino=150852 size=22528 mtime=1771423685.000000000 build-id=94136639cf998e06ac0e21c922af3838c9841865
range 0+22528
file /usr/lib/x86_64-linux-gnu/gegl-0.4/jpg-save.so
id dev=7:0 ino=150841 size=26704 mtime=1771423685.000000000 build-id=b12d7215faf74d0d11ae344a91674a762284802e
range 0+26704
file /usr/lib/x86_64-linux-gnu/gegl-0.4/lcms-from-profile.so
id dev=7:0 ino=150842 size=22672 mtime=1771423685.000000000 build-id=e9adc089964fb367984acc4c917eb63bdbfc0c0b
range 0+22672
file /usr/lib/x86_64-linux-gnu/gegl-0.4/pixbuf-load.so
id dev=7:0 ino=150848 size=14336 mtime=1771423685.000000000 build-id=10003abb1d400ca4bbfb69fa8fc261d807bfc760
range 0+14336
file /usr/lib/x86_64-linux-gnu/gegl-0.4/rgbe-load.so
id dev=7:0 ino=150855 size=30800 mtime=1771423685.000000000 build-id=0db4176efd510716bf6ea47c56732ef3cd7b95af
range 0+30800
file /usr/lib/x86_64-linux-gnu/gegl-0.4/gegl-common-gpl3.so
id dev=7:0 ino=150829 size=574368 mtime=1771423685.000000000 build-id=ab4b8860b970e2f35955d7a5c87f476b57a1a22f
range 0+574368
file /usr/lib/x86_64-linux-gnu/gegl-0.4/gegl-common-cxx.so
id dev=7:0 ino=150826 size=88808 mtime=1771423685.000000000 build-id=187a9876b8966b06b2622597b29b678191c3dcd1
range 0+88808
file /usr/lib/x86_64-linux-gnu/gegl-0.4/ff-load.so
id dev=7:0 ino=150822 size=30720 mtime=1771423685.000000000 build-id=8a0898b9cb354aacd8802e4ee5be930672df1f38
range 0+30720
file /usr/lib/x86_64-linux-gnu/gegl-0.4/gif-load.so
id dev=7:0 ino=150839 size=38992 mtime=1771423685.000000000 build-id=236698e523cf9c4d61eca3489d1a140ade46fc34
range 0+38992
file /usr/lib/x86_64-linux-gnu/gegl-0.4/gegl-common.so
id dev=7:0 ino=150832 size=1689248 mtime=1771423685.000000000 build-id=8af1902eb2ef946ac06277d16fd1a54d625d1ae4
range 0+790528 958464+253952 1294336+394912
file /usr/lib/x86_64-linux-gnu/gio/modules/giomodule.cache
id dev=7:0 ino=578965 size=150 mtime=1795689681.119438493
range 0+150
file /etc/gimp/2.0/gimprc
id dev=7:0 ino=391471 size=37977 mtime=1776190687.000000000
range 0+37977
file /etc/gimp/2.0/menurc
id dev=7:0 ino=391473 size=117 mtime=1776190687.000000000
range 0+117
file /usr/share/gimp/2.0/tags/gimp-tags-default.xml
id dev=7:0 ino=307723 size=7219 mtime=1776190687.000000000
range 0+7219
file /etc/gimp/2.0/unitrc
id dev=7:0 ino=391477 size=1140 mtime=1776190687.000000000
range 0+1140
file /usr/lib/gimp/2.0/interpreters/default.interp
id dev=7:0 ino=151253 size=473 mtime=1776190687.000000000
range 0+473
file /usr/lib/gimp/2.0/environ/default.env
id dev=7:0 ino=151251 size=65 mtime=1776190687.000000000
range 0+65
file /usr/share/gimp/2.0/brushes/Basic/1-pixel.vbr
id dev=7:0 ino=304030 size=77 mtime=1776190687.000000000
range 0+77
file /usr/share/gimp/2.0/brushes/Basic/Block-01.vbr
id dev=7:0 ino=304031 size=81 mtime=1776190687.000000000
range 0+81
file /usr/share/gimp/2.0/brushes/Basic/Block-02.vbr
id dev=7:0 ino=304032 size=72 mtime=1776190687.000000000
range 0+72
file /usr/share/gimp/2.0/brushes/Basic/Block-03.vbr
id dev=7:0 ino=304033 size=73 mtime=1776190687.000000000
range 0+73
file /usr/share/gimp/2.0/brushes/Basic/Hardness-025.vbr
id dev=7:0 ino=304034 size=75 mtime=1776190687.000000000
range 0+75
file /usr/share/gimp/2.0/brushes/Basic/Hardness-050.vbr
id dev=7:0 ino=304035 size=76 mtime=1776190687.000000000
range 0+76
file /usr/share/gimp/2.0/brushes/Basic/Hardness-075.vbr
id dev=7:0 ino=304036 size=76 mtime=1776190687.000000000
range 0+76
file /usr/share/gimp/2.0/brushes/Basic/Hardness-100.vbr
id dev=7:0 ino=304037 size=76 mtime=1776190687.000000000
range 0+76
file /usr/share/gimp/2.0/brushes/Basic/Star.vbr
id dev=7:0 ino=304038 size=79 mtime=1776190687.000000000
range 0+79
file /usr/share/gimp/2.0/brushes/Basic/pixel.gbr
id dev=7:0 ino=304039 size=48 mtime=1776190687.000000000
range 0+48
file /usr/share/gimp/2.0/brushes/Fun/GEGL-goat.gih
id dev=7:0 ino=304041 size=425791 mtime=1776190687.000000000
range 0+425791
file /usr/share/gimp/2.0/brushes/Fun/Wilber.gih
id dev=7:0 ino=304042 size=9165111 mtime=1776190687.000000000
range 0+9165111
file /usr/share/gimp/2.0/brushes/Fun/pepper.gbr
id dev=7:0 ino=304043 size=158437 mtime=1776190687.000000000
range 0+158437
file /usr/share/gimp/2.0/brushes/Legacy/confetti.gbr
id dev=7:0 ino=304045 size=793 mtime=1776190687.000000000
range 0+793
file /usr/share/gimp/2.0/brushes/Legacy/confetti.gih
id dev=7:0 ino=304046 size=8076 mtime=1776190687.000000000
range 0+8076
file /usr/share/gimp/2.0/brushes/Legacy/vine.gih
id dev=7:0 ino=304047 size=116027 mtime=1776190687.000000000
range 0+116027
file /usr/share/gimp/2.0/brushes/Media/Acrylic-01.gih
id dev=7:0 ino=304049 size=129909 mtime=1776190687.000000000
range 0+129909
file /usr/share/gimp/2.0/brushes/Media/Acrylic-02.gih
id dev=7:0 ino=304050 size=129915 mtime=1776190687.000000000
range 0+129915
file /usr/share/gimp/2.0/brushes/Media/Acrylic-03.gih
id dev=7:0 ino=304051 size=169109 mtime=1776190687.000000000
range 0+169109
file /usr/share/gimp/2.0/brushes/Media/Acrylic-04.gih
id dev=7:0 ino=304052 size=176715 mtime=1776190687.000000000
range 0+176715
file /usr/share/gimp/2.0/brushes/Media/Acrylic-05.gih
id dev=7:0 ino=304053 size=590216 mtime=1776190687.000000000
range 0+590216
file /usr/share/gimp/2.0/brushes/Media/Bristles-01.gbr
id dev=7:0 ino=304054 size=4136 mtime=1776190687.000000000
range 0+4136
file /usr/share/gimp/2.0/brushes/Media/Bristles-02.gbr
id dev=7:0 ino=304055 size=4136 mtime=1776190687.000000000
range 0+4136
file /usr/share/gimp/2.0/brushes/Media/Bristles-03.gbr
id dev=7:0 ino=304056 size=940 mtime=1776190687.000000000
range 0+940
file /usr/share/gimp/2.0/brushes/Media/Oils-01.gbr
id dev=7:0 ino=304057 size=4920 mtime=1776190687.000000000
range 0+4920
file /usr/share/gimp/2.0/brushes/Media/Oils-02.gbr
id dev=7:0 ino=304058 size=8496 mtime=1776190687.000000000
range 0+8496
file /usr/share/gimp/2.0/brushes/Media/Oils-03.gbr
id dev=7:0 ino=304059 size=27260 mtime=1776190687.000000000
range 0+27260
file /usr/share/gimp/2.0/brushes/Sketch/Chalk-01.gih
id dev=7:0 ino=304061 size=193907 mtime=1776190687.000000000
range 0+193907
file /usr/share/gimp/2.0/brushes/Sketch/Chalk-02.gih
id dev=7:0 ino=304062 size=264855 mtime=1776190687.000000000
range 0+264855
file /usr/share/gimp/2.0/brushes/Sketch/Chalk-03.gih
id dev=7:0 ino=304063 size=16670 mtime=1776190687.000000000
range 0+16670
file /usr/share/gimp/2.0/brushes/Sketch/Charcoal-01.gbr
id dev=7:0 ino=304064 size=4136 mtime=1776190687.000000000
range 0+4136
file /usr/share/gimp/2.0/brushes/Sketch/Charcoal-02.gbr
id dev=7:0 ino=304065 size=16424 mtime=1776190687.000000000
range 0+16424
file /usr/share/gimp/2.0/brushes/Sketch/Charcoal-03.gih
id dev=7:0 ino=304066 size=25004 mtime=1776190687.000000000
range 0+25004
file /usr/share/gimp/2.0/brushes/Sketch/Pencil-01.gih
id dev=7:0 ino=304067 size=30518 mtime=1776190687.000000000
range 0+30518
file /usr/share/gimp/2.0/brushes/Sketch/Pencil-02.gih
id dev=7:0 ino=304068 size=30518 mtime=1776190687.000000000
range 0+30518
file /usr/share/gimp/2.0/brushes/Sketch/Pencil-03.gih
id dev=7:0 ino=304069 size=6866 mtime=1776190687.000000000
range 0+6866
file /usr/share/gimp/2.0/brushes/Sketch/Pencil-Scratch.gbr
id dev=7:0 ino=304070 size=4139 mtime=1776190687.000000000
range 0+4139
file /usr/share/gimp/2.0/brushes/Splatters/Grunge-01.gih
id dev=7:0 ino=304072 size=590401 mtime=1776190687.000000000
range 0+590401
file /usr/share/gimp/2.0/brushes/Splatters/Sparks-Hose.gih
id dev=7:0 ino=304073 size=127644 mtime=1776190687.000000000
range 0+127644
file /usr/share/gimp/2.0/brushes/Splatters/Splats-01.gih
id dev=7:0 ino=304074 size=156296 mtime=1776190687.000000000
range 0+156296
file /usr/share/gimp/2.0/brushes/Splatters/Splats-02.gih
id dev=7:0 ino=304075 size=205866 mtime=1776190687.000000000
range 0+205866
file /usr/share/gimp/2.0/brushes/Splatters/Sponge-01.gbr
id dev=7:0 ino=304076 size=62538 mtime=1776190687.000000000
range 0+62538
file /usr/share/gimp/2.0/brushes/Splatters/Sponge-02.gbr
id dev=7:0 ino=304077 size=28262 mtime=1776190687.000000000
range 0+28262
file /usr/share/gimp/2.0/brushes/Texture/Cell-01.gbr
id dev=7:0 ino=304079 size=27260 mtime=1776190687.000000000
range 0+27260
file /usr/share/gimp/2.0/brushes/Texture/Cell-02.gbr
id dev=7:0 ino=304080 size=11700 mtime=1776190687.000000000
range 0+11700
file /usr/share/gimp/2.0/brushes/Texture/Grass.gih
id dev=7:0 ino=304081 size=250304 mtime=1776190687.000000000
range 0+250304
file /usr/share/gimp/2.0/brushes/Texture/Hatch-Pen-01.gbr
id dev=7:0 ino=304082 size=16425 mtime=1776190687.000000000
range 0+16425
file /usr/share/gimp/2.0/brushes/Texture/Smoke.gbr
id dev=7:0 ino=304083 size=28090 mtime=1776190687.000000000
range 0+28090
file /usr/share/gimp/2.0/brushes/Texture/Stone-Work-01.gih
id dev=7:0 ino=304084 size=744644 mtime=1776190687.000000000
range 0+744644
file /usr/share/gimp/2.0/brushes/Texture/Texture-01.gbr
id dev=7:0 ino=304085 size=47964 mtime=1776190687.000000000
range 0+47964
file /usr/share/gimp/2.0/brushes/Texture/Texture-02.gbr
id dev=7:0 ino=304086 size=40039 mtime=1776190687.000000000
range 0+40039
file /usr/share/gimp/2.0/brushes/Texture/Texture-Hose-01.gih
id dev=7:0 ino=304087 size=541198 mtime=1776190687.000000000
range 0+541198
file /usr/share/gimp/2.0/brushes/Texture/Texture-Hose-02.gih
id dev=7:0 ino=304088 size=541219 mtime=1776190687.000000000
range 0+541219
file /usr/share/gimp/2.0/brushes/Texture/Texture-Hose-03.gih
id dev=7:0 ino=304089 size=360249 mtime=1776190687.000000000
range 0+360249
file /usr/share/gimp/2.0/brushes/Texture/Vegetation-01.gbr
id dev=7:0 ino=304090 size=28772 mtime=1776190687.000000000
range 0+28772
file /usr/share/gimp/2.0/brushes/Texture/Vegetation-02.gih
id dev=7:0 ino=304091 size=86438 mtime=1776190687.000000000
range 0+86438
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/10x10square.gbr
id dev=7:0 ino=304093 size=143 mtime=1776190687.000000000
range 0+143
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/10x10squareBlur.gbr
id dev=7:0 ino=304094 size=148 mtime=1776190687.000000000
range 0+148
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/20x20square.gbr
id dev=7:0 ino=304095 size=443 mtime=1776190687.000000000
range 0+443
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/20x20squareBlur.gbr
id dev=7:0 ino=304096 size=448 mtime=1776190687.000000000
range 0+448
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/5x5square.gbr
id dev=7:0 ino=304097 size=66 mtime=1776190687.000000000
range 0+66
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/5x5squareBlur.gbr
id dev=7:0 ino=304098 size=71 mtime=1776190687.000000000
range 0+71
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Calligraphic-Brush-0.vbr
id dev=7:0 ino=304099 size=79 mtime=1776190687.000000000
range 0+79
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Calligraphic-Brush-1.vbr
id dev=7:0 ino=304100 size=82 mtime=1776190687.000000000
range 0+82
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Calligraphic-Brush-2.vbr
id dev=7:0 ino=304101 size=82 mtime=1776190687.000000000
range 0+82
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Calligraphic-Brush-3.vbr
id dev=7:0 ino=304102 size=81 mtime=1776190687.000000000
range 0+81
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-1.vbr
id dev=7:0 ino=304103 size=71 mtime=1776190687.000000000
range 0+71
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-11.vbr
id dev=7:0 ino=304104 size=71 mtime=1776190687.000000000
range 0+71
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-13.vbr
id dev=7:0 ino=304105 size=71 mtime=1776190687.000000000
range 0+71
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-15.vbr
id dev=7:0 ino=304106 size=71 mtime=1776190687.000000000
range 0+71
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-17.vbr
id dev=7:0 ino=304107 size=71 mtime=1776190687.000000000
range 0+71
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-19.vbr
id dev=7:0 ino=304108 size=71 mtime=1776190687.000000000
range 0+71
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-3.vbr
id dev=7:0 ino=304109 size=71 mtime=1776190687.000000000
range 0+71
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-5.vbr
id dev=7:0 ino=304110 size=71 mtime=1776190687.000000000
range 0+71
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-7.vbr
id dev=7:0 ino=304111 size=71 mtime=1776190687.000000000
range 0+71
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-9.vbr
id dev=7:0 ino=304112 size=71 mtime=1776190687.000000000
range 0+71
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-Fuzzy-11.vbr
id dev=7:0 ino=304113 size=77 mtime=1776190687.000000000
range 0+77
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-Fuzzy-13.vbr
id dev=7:0 ino=304114 size=77 mtime=1776190687.000000000
range 0+77
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-Fuzzy-15.vbr
id dev=7:0 ino=304115 size=77 mtime=1776190687.000000000
range 0+77
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-Fuzzy-17.vbr
id dev=7:0 ino=304116 size=77 mtime=1776190687.000000000
range 0+77
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-Fuzzy-19.vbr
id dev=7:0 ino=304117 size=77 mtime=1776190687.000000000
range 0+77
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-Fuzzy-3.vbr
id dev=7:0 ino=304118 size=77 mtime=1776190687.000000000
range 0+77
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-Fuzzy-5.vbr
id dev=7:0 ino=304119 size=77 mtime=1776190687.000000000
range 0+77
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-Fuzzy-7.vbr
id dev=7:0 ino=304120 size=77 mtime=1776190687.000000000
range 0+77
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-Fuzzy-9.vbr
id dev=7:0 ino=304121 size=77 mtime=1776190687.000000000
range 0+77
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Diagonal-Star-11.vbr
id dev=7:0 ino=304122 size=89 mtime=1776190687.000000000
range 0+89
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Diagonal-Star-17.vbr
id dev=7:0 ino=304123 size=89 mtime=1776190687.000000000
range 0+89
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Diagonal-Star-25.vbr
id dev=7:0 ino=304124 size=90 mtime=1776190687.000000000
range 0+90
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Grass1.gih
id dev=7:0 ino=304125 size=250304 mtime=1776190687.000000000
range 0+250304
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/SketchBrush-16.gih
id dev=7:0 ino=304126 size=1618 mtime=1776190687.000000000
range 0+1618
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/SketchBrush-32.gih
id dev=7:0 ino=304127 size=5458 mtime=1776190687.000000000
range 0+5458
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/SketchBrush-64.gih
id dev=7:0 ino=304128 size=20818 mtime=1776190687.000000000
range 0+20818
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Structure.gbr
id dev=7:0 ino=304129 size=65574 mtime=1776190687.000000000
range 0+65574
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/dunes.gbr
id dev=7:0 ino=304130 size=1100 mtime=1776190687.000000000
range 0+1100
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/feltpen.gih
id dev=7:0 ino=304131 size=118799 mtime=1776190687.000000000
range 0+118799
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/galaxy-big.gbr
id dev=7:0 ino=304132 size=10040 mtime=1776190687.000000000
range 0+10040
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/galaxy.gbr
id dev=7:0 ino=304133 size=2637 mtime=1776190687.000000000
range 0+2637
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/galaxy_small.gbr
id dev=7:0 ino=304134 size=749 mtime=1776190687.000000000
range 0+749
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/pepper.gbr
id dev=7:0 ino=304135 size=11991 mtime=1776190687.000000000
range 0+11991
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/pixel.gbr
id dev=7:0 ino=304136 size=48 mtime=1776190687.000000000
range 0+48
file /usr/share/gimp/2.0/dynamics/Basic/Basic-Simple.gdyn
id dev=7:0 ino=304139 size=215493 mtime=1776190687.000000000
range 0+215493
file /usr/share/gimp/2.0/dynamics/Basic/Dynamics-Random.gdyn
id dev=7:0 ino=304140 size=215509 mtime=1776190687.000000000
range 0+215509
file /usr/share/gimp/2.0/dynamics/Basic/Negative-Size-Pressure.gdyn
id dev=7:0 ino=304141 size=215504 mtime=1776190687.000000000
range 0+215504
file /usr/share/gimp/2.0/dynamics/Basic/Pen-Generic.gdyn
id dev=7:0 ino=304142 size=215506 mtime=1776190687.000000000
range 0+215506
file /usr/share/gimp/2.0/dynamics/Basic/Pencil-Generic.gdyn
id dev=7:0 ino=304143 size=215504 mtime=1776190687.000000000
range 0+215504
file /usr/share/gimp/2.0/dynamics/Basic/Pencil-Shader.gdyn
id dev=7:0 ino=304144 size=215500 mtime=1776190687.000000000
range 0+215500
file /usr/share/gimp/2.0/dynamics/Basic/Pressure-Opacity.gdyn
id dev=7:0 ino=304145 size=215510 mtime=1776190687.000000000
range 0+215510
file /usr/share/gimp/2.0/dynamics/Basic/Pressure-Size.gdyn
id dev=7:0 ino=304146 size=215511 mtime=1776190687.000000000
range 0+215511
file /usr/share/gimp/2.0/dynamics/Basic-Dynamics.gdyn
id dev=7:0 ino=304147 size=1194 mtime=1776190687.000000000
range 0+1194
file /usr/share/gimp/2.0/dynamics/Color-From-Gradient.gdyn
id dev=7:0 ino=304148 size=1820 mtime=1776190687.000000000
range 0+1820
file /usr/share/gimp/2.0/dynamics/Dynamics-Off.gdyn
id dev=7:0 ino=304149 size=1188 mtime=1776190687.000000000
range 0+1188
file /usr/share/gimp/2.0/dynamics/FX/Confetti.gdyn
id dev=7:0 ino=304151 size=215492 mtime=1776190687.000000000
range 0+215492
file /usr/share/gimp/2.0/dynamics/FX/Perspective.gdyn
id dev=7:0 ino=304152 size=215493 mtime=1776190687.000000000
range 0+215493
file /usr/share/gimp/2.0/dynamics/FX/Speed_Size_Opacity.gdyn
id dev=7:0 ino=304153 size=215503 mtime=1776190687.000000000
range 0+215503
file /usr/share/gimp/2.0/dynamics/Fade-Tapering.gdyn
id dev=7:0 ino=304154 size=1191 mtime=1776190687.000000000
range 0+1191
file /usr/share/gimp/2.0/dynamics/Random-Color.gdyn
id dev=7:0 ino=304155 size=215510 mtime=1776190687.000000000
range 0+215510
file /usr/share/gimp/2.0/dynamics/Tilt-Angle.gdyn
id dev=7:0 ino=304156 size=1187 mtime=1776190687.000000000
range 0+1187
file /usr/share/gimp/2.0/dynamics/Track-Direction.gdyn
id dev=7:0 ino=304157 size=1192 mtime=1776190687.000000000
range 0+1192
file /usr/share/gimp/2.0/dynamics/Velocity-Tapering.gdyn
id dev=7:0 ino=304158 size=1195 mtime=1776190687.000000000
range 0+1195
file /usr/share/gimp/2.0/patterns/Animal/leather.pat
id dev=7:0 ino=307596 size=12320 mtime=1776190687.000000000
range 0+12320
file /usr/share/gimp/2.0/patterns/Animal/leopard.pat
id dev=7:0 ino=307597 size=11936 mtime=1776190687.000000000
range 0+11936
file /usr/share/gimp/2.0/patterns/Fabric/burlap.pat
id dev=7:0 ino=307599 size=27679 mtime=1776190687.000000000
range 0+27679
file /usr/share/gimp/2.0/patterns/Food/choc_swirl.pat
id dev=7:0 ino=307601 size=7540 mtime=1776190687.000000000
range 0+7540
file /usr/share/gimp/2.0/patterns/Food/java.pat
id dev=7:0 ino=307602 size=12317 mtime=1776190687.000000000
range 0+12317
file /usr/share/gimp/2.0/patterns/Legacy/3dgreen.pat
id dev=7:0 ino=307604 size=6108 mtime=1776190687.000000000
range 0+6108
file /usr/share/gimp/2.0/patterns/Legacy/Stripes1px.pat
id dev=7:0 ino=307605 size=9253 mtime=1776190687.000000000
range 0+9253
file /usr/share/gimp/2.0/patterns/Legacy/Stripes2px.pat
id dev=7:0 ino=307606 size=9248 mtime=1776190687.000000000
range 0+9248
file /usr/share/gimp/2.0/patterns/Legacy/blue.pat
id dev=7:0 ino=307607 size=6108 mtime=1776190687.000000000
range 0+6108
file /usr/share/gimp/2.0/patterns/Legacy/bluegrid.pat
id dev=7:0 ino=307608 size=1909 mtime=1776190687.000000000
range 0+1909
file /usr/share/gimp/2.0/patterns/Legacy/bluesquares.pat
id dev=7:0 ino=307609 size=48037 mtime=1776190687.000000000
range 0+48037
file /usr/share/gimp/2.0/patterns/Legacy/blueweb.pat
id dev=7:0 ino=307610 size=12321 mtime=1776190687.000000000
range 0+12321
file /usr/share/gimp/2.0/patterns/Legacy/fibers.pat
id dev=7:0 ino=307611 size=7531 mtime=1776190687.000000000
range 0+7531
file /usr/share/gimp/2.0/patterns/Legacy/nops.pat
id dev=7:0 ino=307612 size=49181 mtime=1776190687.000000000
range 0+49181
file /usr/share/gimp/2.0/patterns/Legacy/pastel.pat
id dev=7:0 ino=307613 size=12325 mtime=1776190687.000000000
range 0+12325
file /usr/share/gimp/2.0/patterns/Legacy/qube1.pat
id dev=7:0 ino=307614 size=5331 mtime=1776190687.000000000
range 0+5331
file /usr/share/gimp/2.0/patterns/Legacy/recessed.pat
id dev=7:0 ino=307615 size=6433 mtime=1776190687.000000000
range 0+6433
file /usr/share/gimp/2.0/patterns/Legacy/redcube.pat
id dev=7:0 ino=307616 size=12322 mtime=1776190687.000000000
range 0+12322
file /usr/share/gimp/2.0/patterns/Legacy/sm_squares.pat
id dev=7:0 ino=307617 size=7538 mtime=1776190687.000000000
range 0+7538
file /usr/share/gimp/2.0/patterns/Legacy/warning.pat
id dev=7:0 ino=307618 size=1233 mtime=1776190687.000000000
range 0+1233
file /usr/share/gimp/2.0/patterns/Paper/crinklepaper.pat
id dev=7:0 ino=307620 size=49191 mtime=1776190687.000000000
range 0+49191
file /usr/share/gimp/2.0/patterns/Paper/paper.pat
id dev=7:0 ino=307621 size=10030 mtime=1776190687.000000000
range 0+10030
file /usr/share/gimp/2.0/patterns/Plant/leaves.pat
id dev=7:0 ino=307623 size=7537 mtime=1776190687.000000000
range 0+7537
file /usr/share/gimp/2.0/patterns/Sky/lightning.pat
id dev=7:0 ino=307625 size=40723 mtime=1776190687.000000000
range 0+40723
file /usr/share/gimp/2.0/patterns/Sky/sky.pat
id dev=7:0 ino=307626 size=11002 mtime=1776190687.000000000
range 0+11002
file /usr/share/gimp/2.0/patterns/Sky/starfield.pat
id dev=7:0 ino=307627 size=49186 mtime=1776190687.000000000
range 0+49186
file /usr/share/gimp/2.0/patterns/Stone/Craters.pat
id dev=7:0 ino=307629 size=39707 mtime=1776190687.000000000
range 0+39707
file /usr/share/gimp/2.0/patterns/Stone/Moonfoot.pat
id dev=7:0 ino=307630 size=14442 mtime=1776190687.000000000
range 0+14442
file /usr/share/gimp/2.0/patterns/Stone/amethyst.pat
id dev=7:0 ino=307631 size=12321 mtime=1776190687.000000000
range 0+12321
file /usr/share/gimp/2.0/patterns/Stone/brick.pat
id dev=7:0 ino=307632 size=27679 mtime=1776190687.000000000
range 0+27679
file /usr/share/gimp/2.0/patterns/Stone/cracked.pat
id dev=7:0 ino=307633 size=62238 mtime=1776190687.000000000
range 0+62238
file /usr/share/gimp/2.0/patterns/Stone/granite1.pat
id dev=7:0 ino=307634 size=10035 mtime=1776190687.000000000
range 0+10035
file /usr/share/gimp/2.0/patterns/Stone/ground1.pat
id dev=7:0 ino=307635 size=30034 mtime=1776190687.000000000
range 0+30034
file /usr/share/gimp/2.0/patterns/Stone/marble1.pat
id dev=7:0 ino=307636 size=16418 mtime=1776190687.000000000
range 0+16418
file /usr/share/gimp/2.0/patterns/Stone/marble2.pat
id dev=7:0 ino=307637 size=16418 mtime=1776190687.000000000
range 0+16418
file /usr/share/gimp/2.0/patterns/Stone/marble3.pat
id dev=7:0 ino=307638 size=12322 mtime=1776190687.000000000
range 0+12322
file /usr/share/gimp/2.0/patterns/Stone/pink_marble.pat
id dev=7:0 ino=307639 size=49188 mtime=1776190687.000000000
range 0+49188
file /usr/share/gimp/2.0/patterns/Stone/rock.pat
id dev=7:0 ino=307640 size=30510 mtime=1776190687.000000000
range 0+30510
file /usr/share/gimp/2.0/patterns/Stone/slate.pat
id dev=7:0 ino=307641 size=16414 mtime=1776190687.000000000
range 0+16414
file /usr/share/gimp/2.0/patterns/Stone/stone33.pat
id dev=7:0 ino=307642 size=73038 mtime=1776190687.000000000
range 0+73038
file /usr/share/gimp/2.0/patterns/Stone/terra.pat
id dev=7:0 ino=307643 size=12318 mtime=1776190687.000000000
range 0+12318
file /usr/share/gimp/2.0/patterns/Water/electric.pat
id dev=7:0 ino=307645 size=9638 mtime=1776190687.000000000
range 0+9638
file /usr/share/gimp/2.0/patterns/Water/ice.pat
id dev=7:0 ino=307646 size=43228 mtime=1776190687.000000000
range 0+43228
file /usr/share/gimp/2.0/patterns/Water/pool.pat
id dev=7:0 ino=307647 size=6111 mtime=1776190687.000000000
range 0+6111
file /usr/share/gimp/2.0/patterns/Water/rain.pat
id dev=7:0 ino=307648 size=35021 mtime=1776190687.000000000
range 0+35021
file /usr/share/gimp/2.0/patterns/Wood/bark.pat
id dev=7:0 ino=307650 size=22174 mtime=1776190687.000000000
range 0+22174
file /usr/share/gimp/2.0/patterns/Wood/burlwood.pat
id dev=7:0 ino=307651 size=27681 mtime=1776190687.000000000
range 0+27681
file /usr/share/gimp/2.0/patterns/Wood/corkboard.pat
id dev=7:0 ino=307652 size=10097 mtime=1776190687.000000000
range 0+10097
file /usr/share/gimp/2.0/patterns/Wood/parque1.pat
id dev=7:0 ino=307653 size=12322 mtime=1776190687.000000000
range 0+12322
file /usr/share/gimp/2.0/patterns/Wood/parque2.pat
id dev=7:0 ino=307654 size=12322 mtime=1776190687.000000000
range 0+12322
file /usr/share/gimp/2.0/patterns/Wood/parque3.pat
id dev=7:0 ino=307655 size=12322 mtime=1776190687.000000000
range 0+12322
file /usr/share/gimp/2.0/patterns/Wood/pine.pat
id dev=7:0 ino=307656 size=10781 mtime=1776190687.000000000
range 0+10781
file /usr/share/gimp/2.0/patterns/Wood/walnut.pat
id dev=7:0 ino=307657 size=49183 mtime=1776190687.000000000
range 0+49183
file /usr/share/gimp/2.0/patterns/Wood/wood1.pat
id dev=7:0 ino=307658 size=27690 mtime=1776190687.000000000
range 0+27690
file /usr/share/gimp/2.0/patterns/Wood/wood2.pat
id dev=7:0 ino=307659 size=30030 mtime=1776190687.000000000
range 0+30030
file /usr/share/gimp/2.0/patterns/Wood/wood3.pat
id dev=7:0 ino=307660 size=7532 mtime=1776190687.000000000
range 0+7532
file /usr/share/gimp/2.0/patterns/Wood/wood4.pat
id dev=7:0 ino=307661 size=7532 mtime=1776190687.000000000
range 0+7532
file /usr/share/gimp/2.0/patterns/Wood/wood5.pat
id dev=7:0 ino=307662 size=27677 mtime=1776190687.000000000
range 0+27677
file /usr/share/gimp/2.0/palettes/Bears.gpl
id dev=7:0 ino=307554 size=3117 mtime=1776190687.000000000
range 0+3117
file /usr/share/gimp/2.0/palettes/Bgold.gpl
id dev=7:0 ino=307555 size=3099 mtime=1776190687.000000000
range 0+3099
file /usr/share/gimp/2.0/palettes/Blues.gpl
id dev=7:0 ino=307556 size=3195 mtime=1776190687.000000000
range 0+3195
file /usr/share/gimp/2.0/palettes/Borders.gpl
id dev=7:0 ino=307557 size=3101 mtime=1776190687.000000000
range 0+3101
file /usr/share/gimp/2.0/palettes/Browns_And_Yellows.gpl
id dev=7:0 ino=307558 size=528 mtime=1776190687.000000000
range 0+528
file /usr/share/gimp/2.0/palettes/Caramel.gpl
id dev=7:0 ino=307559 size=3108 mtime=1776190687.000000000
range 0+3108
file /usr/share/gimp/2.0/palettes/Cascade.gpl
id dev=7:0 ino=307560 size=3101 mtime=1776190687.000000000
range 0+3101
file /usr/share/gimp/2.0/palettes/China.gpl
id dev=7:0 ino=307561 size=3099 mtime=1776190687.000000000
range 0+3099
file /usr/share/gimp/2.0/palettes/Coldfire.gpl
id dev=7:0 ino=307562 size=3109 mtime=1776190687.000000000
range 0+3109
file /usr/share/gimp/2.0/palettes/Cool_Colors.gpl
id dev=7:0 ino=307563 size=129 mtime=1776190687.000000000
range 0+129
file /usr/share/gimp/2.0/palettes/Cranes.gpl
id dev=7:0 ino=307564 size=3134 mtime=1776190687.000000000
range 0+3134
file /usr/share/gimp/2.0/palettes/Dark_pastels.gpl
id dev=7:0 ino=307565 size=3106 mtime=1776190687.000000000
range 0+3106
file /usr/share/gimp/2.0/palettes/Default.gpl
id dev=7:0 ino=307566 size=498 mtime=1776190687.000000000
range 0+498
file /usr/share/gimp/2.0/palettes/Ega.gpl
id dev=7:0 ino=307567 size=3217 mtime=1776190687.000000000
range 0+3217
file /usr/share/gimp/2.0/palettes/Firecode.gpl
id dev=7:0 ino=307568 size=3115 mtime=1776190687.000000000
range 0+3115
file /usr/share/gimp/2.0/palettes/Gold.gpl
id dev=7:0 ino=307569 size=3122 mtime=1776190687.000000000
range 0+3122
file /usr/share/gimp/2.0/palettes/GrayViolet.gpl
id dev=7:0 ino=307570 size=3154 mtime=1776190687.000000000
range 0+3154
file /usr/share/gimp/2.0/palettes/Grayblue.gpl
id dev=7:0 ino=307571 size=3102 mtime=1776190687.000000000
range 0+3102
file /usr/share/gimp/2.0/palettes/Grays.gpl
id dev=7:0 ino=307572 size=629 mtime=1776190687.000000000
range 0+629
file /usr/share/gimp/2.0/palettes/Greens.gpl
id dev=7:0 ino=307573 size=3161 mtime=1776190687.000000000
range 0+3161
file /usr/share/gimp/2.0/palettes/Hilite.gpl
id dev=7:0 ino=307574 size=3100 mtime=1776190687.000000000
range 0+3100
file /usr/share/gimp/2.0/palettes/Khaki.gpl
id dev=7:0 ino=307575 size=3099 mtime=1776190687.000000000
range 0+3099
file /usr/share/gimp/2.0/palettes/Lights.gpl
id dev=7:0 ino=307576 size=578 mtime=1776190687.000000000
range 0+578
file /usr/share/gimp/2.0/palettes/Muted.gpl
id dev=7:0 ino=307577 size=1750 mtime=1776190687.000000000
range 0+1750
file /usr/share/gimp/2.0/palettes/Named_Colors.gpl
id dev=7:0 ino=307578 size=16960 mtime=1776190687.000000000
range 0+16960
file /usr/share/gimp/2.0/palettes/News3.gpl
id dev=7:0 ino=307579 size=3099 mtime=1776190687.000000000
range 0+3099
file /usr/share/gimp/2.0/palettes/Op2.gpl
id dev=7:0 ino=307580 size=3104 mtime=1776190687.000000000
range 0+3104
file /usr/share/gimp/2.0/palettes/Paintjet.gpl
id dev=7:0 ino=307581 size=344 mtime=1776190687.000000000
range 0+344
file /usr/share/gimp/2.0/palettes/Pastels.gpl
id dev=7:0 ino=307582 size=245 mtime=1776190687.000000000
range 0+245
file /usr/share/gimp/2.0/palettes/Plasma.gpl
id dev=7:0 ino=307583 size=3119 mtime=1776190687.000000000
range 0+3119
file /usr/share/gimp/2.0/palettes/Reds.gpl
id dev=7:0 ino=307584 size=3136 mtime=1776190687.000000000
range 0+3136
file /usr/share/gimp/2.0/palettes/Reds_And_Purples.gpl
id dev=7:0 ino=307585 size=694 mtime=1776190687.000000000
range 0+694
file /usr/share/gimp/2.0/palettes/Royal.gpl
id dev=7:0 ino=307586 size=3119 mtime=1776190687.000000000
range 0+3119
file /usr/share/gimp/2.0/palettes/Tango.gpl
id dev=7:0 ino=307587 size=667 mtime=1776190687.000000000
range 0+667
file /usr/share/gimp/2.0/palettes/Topographic.gpl
id dev=7:0 ino=307588 size=3310 mtime=1776190687.000000000
range 0+3310
file /usr/share/gimp/2.0/palettes/Visibone.gpl
id dev=7:0 ino=307589 size=12044 mtime=1776190687.000000000
range 0+12044
file /usr/share/gimp/2.0/palettes/Visibone_2.gpl
id dev=7:0 ino=307590 size=8928 mtime=1776190687.000000000
range 0+8928
file /usr/share/gimp/2.0/palettes/Volcano.gpl
id dev=7:0 ino=307591 size=3163 mtime=1776190687.000000000
range 0+3163
file /usr/share/gimp/2.0/palettes/Warm_Colors.gpl
id dev=7:0 ino=307592 size=117 mtime=1776190687.000000000
range 0+117
file /usr/share/gimp/2.0/palettes/Web.gpl
id dev=7:0 ino=307593 size=2628 mtime=1776190687.000000000
range 0+2628
file /usr/share/gimp/2.0/gradients/Abstract_1.ggr
id dev=7:0 ino=304315 size=651 mtime=1776190687.000000000
range 0+651
file /usr/share/gimp/2.0/gradients/Abstract_2.ggr
id dev=7:0 ino=304316 size=651 mtime=1776190687.000000000
range 0+651
file /usr/share/gimp/2.0/gradients/Abstract_3.ggr
id dev=7:0 ino=304317 size=651 mtime=1776190687.000000000
range 0+651
file /usr/share/gimp/2.0/gradients/Aneurism.ggr
id dev=7:0 ino=304318 size=855 mtime=1776190687.000000000
range 0+855
file /usr/share/gimp/2.0/gradients/Blinds.ggr
id dev=7:0 ino=304319 size=956 mtime=1776190687.000000000
range 0+956
file /usr/share/gimp/2.0/gradients/Blue_Green.ggr
id dev=7:0 ino=304320 size=239 mtime=1776190687.000000000
range 0+239
file /usr/share/gimp/2.0/gradients/Browns.ggr
id dev=7:0 ino=304321 size=1163 mtime=1776190687.000000000
range 0+1163
file /usr/share/gimp/2.0/gradients/Brushed_Aluminium.ggr
id dev=7:0 ino=304322 size=2513 mtime=1776190687.000000000
range 0+2513
file /usr/share/gimp/2.0/gradients/Burning_Paper.ggr
id dev=7:0 ino=304323 size=654 mtime=1776190687.000000000
range 0+654
file /usr/share/gimp/2.0/gradients/Burning_Transparency.ggr
id dev=7:0 ino=304324 size=661 mtime=1776190687.000000000
range 0+661
file /usr/share/gimp/2.0/gradients/CD.ggr
id dev=7:0 ino=304325 size=1880 mtime=1776190687.000000000
range 0+1880
file /usr/share/gimp/2.0/gradients/CD_Half.ggr
id dev=7:0 ino=304326 size=957 mtime=1776190687.000000000
range 0+957
file /usr/share/gimp/2.0/gradients/Caribbean_Blues.ggr
id dev=7:0 ino=304327 size=347 mtime=1776190687.000000000
range 0+347
file /usr/share/gimp/2.0/gradients/Coffee.ggr
id dev=7:0 ino=304328 size=132 mtime=1776190687.000000000
range 0+132
file /usr/share/gimp/2.0/gradients/Cold_Steel.ggr
id dev=7:0 ino=304329 size=239 mtime=1776190687.000000000
range 0+239
file /usr/share/gimp/2.0/gradients/Cold_Steel_2.ggr
id dev=7:0 ino=304330 size=344 mtime=1776190687.000000000
range 0+344
file /usr/share/gimp/2.0/gradients/Crown_molding.ggr
id dev=7:0 ino=304331 size=654 mtime=1776190687.000000000
range 0+654
file /usr/share/gimp/2.0/gradients/Dark_1.ggr
id dev=7:0 ino=304332 size=338 mtime=1776190687.000000000
range 0+338
file /usr/share/gimp/2.0/gradients/Deep_Sea.ggr
id dev=7:0 ino=304333 size=237 mtime=1776190687.000000000
range 0+237
file /usr/share/gimp/2.0/gradients/Default.ggr
id dev=7:0 ino=304334 size=133 mtime=1776190687.000000000
range 0+133
file /usr/share/gimp/2.0/gradients/Flare_Glow_Angular_1.ggr
id dev=7:0 ino=304335 size=4782 mtime=1776190687.000000000
range 0+4782
file /usr/share/gimp/2.0/gradients/Flare_Glow_Radial_1.ggr
id dev=7:0 ino=304336 size=454 mtime=1776190687.000000000
range 0+454
file /usr/share/gimp/2.0/gradients/Flare_Glow_Radial_2.ggr
id dev=7:0 ino=304337 size=557 mtime=1776190687.000000000
range 0+557
file /usr/share/gimp/2.0/gradients/Flare_Glow_Radial_3.ggr
id dev=7:0 ino=304338 size=557 mtime=1776190687.000000000
range 0+557
file /usr/share/gimp/2.0/gradients/Flare_Glow_Radial_4.ggr
id dev=7:0 ino=304339 size=351 mtime=1776190687.000000000
range 0+351
file /usr/share/gimp/2.0/gradients/Flare_Radial_101.ggr
id dev=7:0 ino=304340 size=760 mtime=1776190687.000000000
range 0+760
file /usr/share/gimp/2.0/gradients/Flare_Radial_102.ggr
id dev=7:0 ino=304341 size=657 mtime=1776190687.000000000
range 0+657
file /usr/share/gimp/2.0/gradients/Flare_Radial_103.ggr
id dev=7:0 ino=304342 size=142 mtime=1776190687.000000000
range 0+142
file /usr/share/gimp/2.0/gradients/Flare_Rays_Radial_1.ggr
id dev=7:0 ino=304343 size=248 mtime=1776190687.000000000
range 0+248
file /usr/share/gimp/2.0/gradients/Flare_Rays_Radial_2.ggr
id dev=7:0 ino=304344 size=248 mtime=1776190687.000000000
range 0+248
file /usr/share/gimp/2.0/gradients/Flare_Rays_Size_1.ggr
id dev=7:0 ino=304345 size=1689 mtime=1776190687.000000000
range 0+1689
file /usr/share/gimp/2.0/gradients/Flare_Sizefac_101.ggr
id dev=7:0 ino=304346 size=143 mtime=1776190687.000000000
range 0+143
file /usr/share/gimp/2.0/gradients/Four_bars.ggr
id dev=7:0 ino=304347 size=856 mtime=1776190687.000000000
range 0+856
file /usr/share/gimp/2.0/gradients/Full_saturation_spectrum_CCW.ggr
id dev=7:0 ino=304348 size=154 mtime=1776190687.000000000
range 0+154
file /usr/share/gimp/2.0/gradients/Full_saturation_spectrum_CW.ggr
id dev=7:0 ino=304349 size=153 mtime=1776190687.000000000
range 0+153
file /usr/share/gimp/2.0/gradients/Golden.ggr
id dev=7:0 ino=304350 size=1472 mtime=1776190687.000000000
range 0+1472
file /usr/share/gimp/2.0/gradients/Greens.ggr
id dev=7:0 ino=304351 size=956 mtime=1776190687.000000000
range 0+956
file /usr/share/gimp/2.0/gradients/Horizon_1.ggr
id dev=7:0 ino=304352 size=547 mtime=1776190687.000000000
range 0+547
file /usr/share/gimp/2.0/gradients/Horizon_2.ggr
id dev=7:0 ino=304353 size=547 mtime=1776190687.000000000
range 0+547
file /usr/share/gimp/2.0/gradients/Incandescent.ggr
id dev=7:0 ino=304354 size=447 mtime=1776190687.000000000
range 0+447
file /usr/share/gimp/2.0/gradients/Land_1.ggr
id dev=7:0 ino=304355 size=544 mtime=1776190687.000000000
range 0+544
file /usr/share/gimp/2.0/gradients/Land_and_Sea.ggr
id dev=7:0 ino=304356 size=550 mtime=1776190687.000000000
range 0+550
file /usr/share/gimp/2.0/gradients/Metallic_Something.ggr
id dev=7:0 ino=304357 size=865 mtime=1776190687.000000000
range 0+865
file /usr/share/gimp/2.0/gradients/Nauseating_Headache.ggr
id dev=7:0 ino=304358 size=2618 mtime=1776190687.000000000
range 0+2618
file /usr/share/gimp/2.0/gradients/Neon_Cyan.ggr
id dev=7:0 ino=304359 size=444 mtime=1776190687.000000000
range 0+444
file /usr/share/gimp/2.0/gradients/Neon_Green.ggr
id dev=7:0 ino=304360 size=445 mtime=1776190687.000000000
range 0+445
file /usr/share/gimp/2.0/gradients/Neon_Yellow.ggr
id dev=7:0 ino=304361 size=446 mtime=1776190687.000000000
range 0+446
file /usr/share/gimp/2.0/gradients/Pastel_Rainbow.ggr
id dev=7:0 ino=304362 size=140 mtime=1776190687.000000000
range 0+140
file /usr/share/gimp/2.0/gradients/Pastels.ggr
id dev=7:0 ino=304363 size=1473 mtime=1776190687.000000000
range 0+1473
file /usr/share/gimp/2.0/gradients/Purples.ggr
id dev=7:0 ino=304364 size=751 mtime=1776190687.000000000
range 0+751
file /usr/share/gimp/2.0/gradients/Radial_Eyeball_Blue.ggr
id dev=7:0 ino=304365 size=557 mtime=1776190687.000000000
range 0+557
file /usr/share/gimp/2.0/gradients/Radial_Eyeball_Brown.ggr
id dev=7:0 ino=304366 size=558 mtime=1776190687.000000000
range 0+558
file /usr/share/gimp/2.0/gradients/Radial_Eyeball_Green.ggr
id dev=7:0 ino=304367 size=558 mtime=1776190687.000000000
range 0+558
file /usr/share/gimp/2.0/gradients/Radial_Glow_1.ggr
id dev=7:0 ino=304368 size=551 mtime=1776190687.000000000
range 0+551
file /usr/share/gimp/2.0/gradients/Radial_Rainbow_Hoop.ggr
id dev=7:0 ino=304369 size=351 mtime=1776190687.000000000
range 0+351
file /usr/share/gimp/2.0/gradients/Rounded_edge.ggr
id dev=7:0 ino=304370 size=756 mtime=1776190687.000000000
range 0+756
file /usr/share/gimp/2.0/gradients/Shadows_1.ggr
id dev=7:0 ino=304371 size=547 mtime=1776190687.000000000
range 0+547
file /usr/share/gimp/2.0/gradients/Shadows_2.ggr
id dev=7:0 ino=304372 size=547 mtime=1776190687.000000000
range 0+547
file /usr/share/gimp/2.0/gradients/Shadows_3.ggr
id dev=7:0 ino=304373 size=650 mtime=1776190687.000000000
range 0+650
file /usr/share/gimp/2.0/gradients/Skyline.ggr
id dev=7:0 ino=304374 size=545 mtime=1776190687.000000000
range 0+545
file /usr/share/gimp/2.0/gradients/Skyline_polluted.ggr
id dev=7:0 ino=304375 size=554 mtime=1776190687.000000000
range 0+554
file /usr/share/gimp/2.0/gradients/Square_Wood_Frame.ggr
id dev=7:0 ino=304376 size=658 mtime=1776190687.000000000
range 0+658
file /usr/share/gimp/2.0/gradients/Sunrise.ggr
id dev=7:0 ino=304377 size=648 mtime=1776190687.000000000
range 0+648
file /usr/share/gimp/2.0/gradients/Three_bars_sin.ggr
id dev=7:0 ino=304378 size=655 mtime=1776190687.000000000
range 0+655
file /usr/share/gimp/2.0/gradients/Tropical_Colors.ggr
id dev=7:0 ino=304379 size=965 mtime=1776190687.000000000
range 0+965
file /usr/share/gimp/2.0/gradients/Tube_Red.ggr
id dev=7:0 ino=304380 size=752 mtime=1776190687.000000000
range 0+752
file /usr/share/gimp/2.0/gradients/Wood_1.ggr
id dev=7:0 ino=304381 size=338 mtime=1776190687.000000000
range 0+338
file /usr/share/gimp/2.0/gradients/Wood_2.ggr
id dev=7:0 ino=304382 size=956 mtime=1776190687.000000000
range 0+956
file /usr/share/gimp/2.0/gradients/Yellow_Contrast.ggr
id dev=7:0 ino=304383 size=759 mtime=1776190687.000000000
range 0+759
file /usr/share/gimp/2.0/gradients/Yellow_Orange.ggr
id dev=7:0 ino=304384 size=242 mtime=1776190687.000000000
range 0+242
file /usr/share/gimp/2.0/gradients/gimp-obsolete-files/French_flag.ggr
id dev=7:0 ino=304386 size=343 mtime=1776190687.000000000
range 0+343
file /usr/share/gimp/2.0/gradients/gimp-obsolete-files/French_flag_smooth.ggr
id dev=7:0 ino=304387 size=247 mtime=1776190687.000000000
range 0+247
file /usr/share/gimp/2.0/gradients/gimp-obsolete-files/German_flag.ggr
id dev=7:0 ino=304388 size=343 mtime=1776190687.000000000
range 0+343
file /usr/share/gimp/2.0/gradients/gimp-obsolete-files/German_flag_smooth.ggr
id dev=7:0 ino=304389 size=247 mtime=1776190687.000000000
range 0+247
file /usr/share/gimp/2.0/gradients/gimp-obsolete-files/Mexican_flag.ggr
id dev=7:0 ino=304390 size=344 mtime=1776190687.000000000
range 0+344
file /usr/share/gimp/2.0/gradients/gimp-obsolete-files/Mexican_flag_smooth.ggr
id dev=7:0 ino=304391 size=248 mtime=1776190687.000000000
range 0+248
file /usr/share/gimp/2.0/gradients/gimp-obsolete-files/Romanian_flag.ggr
id dev=7:0 ino=304392 size=345 mtime=1776190687.000000000
range 0+345
file /usr/share/gimp/2.0/gradients/gimp-obsolete-files/Romanian_flag_smooth.ggr
id dev=7:0 ino=304393 size=249 mtime=1776190687.000000000
range 0+249
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
file /etc/gimp/2.0/templaterc
id dev=7:0 ino=391475 size=9839 mtime=1776190687.000000000
range 0+9839
file /usr/lib/gimp/2.0/plug-ins/web-browser/web-browser
id dev=7:0 ino=151506 size=14640 mtime=1776190687.000000000 build-id=b274c344092f9e7eb702e164b9296dd1cb9a6fe7
range 0+14640
file /usr/lib/x86_64-linux-gnu/libgimpui-2.0.so.0.1000.34
id dev=7:0 ino=582264 size=171152 mtime=1776190687.000000000 build-id=8fb765b9e6b821d69a60a12a03f8e222f8b5e281
range 0+171152
file /usr/lib/x86_64-linux-gnu/libgimp-2.0.so.0.1000.34
id dev=7:0 ino=582257 size=342136 mtime=1776190687.000000000 build-id=3d714f9a02fe69b8a28e2efcdb61316cd4fbf635
range 0+342136
file /usr/lib/x86_64-linux-gnu/libgtk-x11-2.0.so.0.2400.33
id dev=7:0 ino=579674 size=4542776 mtime=1721386622.000000000 build-id=f05c21b8cb0e90bbe9e2ee6c6bffd4929b552fe1
range 0+458752 462848+126976 2961408+4096 4472832+69944
file /usr/lib/x86_64-linux-gnu/libgdk-x11-2.0.so.0.2400.33
id dev=7:0 ino=579600 size=765320 mtime=1721386622.000000000 build-id=e1978bc04bf6085e5cc836ca8294bdbc3befa0a2
range 0+262144 495616+4096 696320+69000
file /usr/lib/x86_64-linux-gnu/libgimpwidgets-2.0.so.0.1000.34
id dev=7:0 ino=582265 size=633320 mtime=1776190687.000000000 build-id=a2b2cd4ec1579931351fe0202c7a19fe2d3d1769
range 0+393216 438272+195048
file /usr/lib/x86_64-linux-gnu/libatk-1.0.so.0.24609.1
id dev=7:0 ino=579400 size=161712 mtime=1675010376.000000000 build-id=5e319aa7dba2d1c2ee89e6349348ea109227eb7b
range 0+161712
file /usr/lib/x86_64-linux-gnu/libXinerama.so.1.0.0
id dev=7:0 ino=579220 size=18592 mtime=1643811874.000000000 build-id=5a76407b56b10810711c5345defbdf4e2dad3897
range 0+18592
file /usr/lib/x86_64-linux-gnu/libXi.so.6.1.0
id dev=7:0 ino=579218 size=76160 mtime=1663547472.000000000 build-id=60f9e002b7042dc62091e10622202c9c2e8a093c
range 0+76160
file /usr/lib/x86_64-linux-gnu/libXrandr.so.2.2.0
id dev=7:0 ino=579228 size=47416 mtime=1651010273.000000000 build-id=0372dfb32a5c0d113819e1167f75c81c751373a8
range 0+47416
file /usr/lib/x86_64-linux-gnu/libXcursor.so.1.0.2
id dev=7:0 ino=579198 size=47768 mtime=1651071746.000000000 build-id=80d5ba096fb6c4714b5b9c1aa7164ca62061c10f
range 0+47768
file /usr/lib/x86_64-linux-gnu/libXcomposite.so.1.0.0
id dev=7:0 ino=579196 size=14344 mtime=1586885034.000000000 build-id=0586ef2cab90572a843bb13ef98243e960b12689
range 0+14344
file /usr/lib/x86_64-linux-gnu/libXdamage.so.1.1.0
id dev=7:0 ino=579200 size=14344 mtime=1672144068.000000000 build-id=89b24d26331bd5aacad90736b408b14300e6932d
range 0+14344
file /usr/lib/gimp/2.0/plug-ins/wavelet-decompose/wavelet-decompose
id dev=7:0 ino=151504 size=22848 mtime=1776190687.000000000 build-id=8f0c01bca04fd9dc5d64fb3cb1064baddba6db5d
range 0+22848
file /usr/lib/gimp/2.0/plug-ins/warp/warp
id dev=7:0 ino=151502 size=43448 mtime=1776190687.000000000 build-id=62d9cc5d1201edfe068e62092c4f5ebe10f9dd22
range 0+43448
file /usr/lib/gimp/2.0/plug-ins/van-gogh-lic/van-gogh-lic
id dev=7:0 ino=151500 size=26976 mtime=1776190687.000000000 build-id=f2b55089acba1ca29268a910b15e317a0652e07e
range 0+26976
file /usr/lib/gimp/2.0/plug-ins/unit-editor/unit-editor
id dev=7:0 ino=151498 size=35280 mtime=1776190687.000000000 build-id=1ddefbb2b525b43082c4102b6b87ad9f52214a4a
range 0+35280
file /usr/lib/gimp/2.0/plug-ins/tile-small/tile-small
id dev=7:0 ino=151496 size=31672 mtime=1776190687.000000000 build-id=9fd12d54c518b32c4d7ca96881b251bb6db82674
range 0+31672
file /usr/lib/gimp/2.0/plug-ins/tile/tile
id dev=7:0 ino=151494 size=26944 mtime=1776190687.000000000 build-id=61614a8a583bc2cf4865a919e67ca2cfbda3efc4
range 0+26944
file /usr/lib/gimp/2.0/plug-ins/sphere-designer/sphere-designer
id dev=7:0 ino=151492 size=68144 mtime=1776190687.000000000 build-id=e568b2118cfc56eb9c03a68702e1d9b12a42dc70
range 0+68144
file /usr/lib/gimp/2.0/plug-ins/sparkle/sparkle
id dev=7:0 ino=151490 size=39320 mtime=1776190687.000000000 build-id=aabad89cb34af5a8cbacb9d6f134a0c9d4010ff8
range 0+39320
file /usr/lib/gimp/2.0/plug-ins/softglow/softglow
id dev=7:0 ino=151488 size=22856 mtime=1776190687.000000000 build-id=e71fc5a6b8c20081ff510856d4ff754b8c568747
range 0+22856
file /usr/lib/gimp/2.0/plug-ins/smooth-palette/smooth-palette
id dev=7:0 ino=151486 size=22856 mtime=1776190687.000000000 build-id=5da773e981bd7d107c0d74586f72b0a36e6b8714
range 0+22856
file /usr/lib/gimp/2.0/plug-ins/sharpen/sharpen
id dev=7:0 ino=151484 size=22840 mtime=1776190687.000000000 build-id=24805ee7856bdb4ac680f1ed05661b86d222daa4
range 0+22840
file /usr/lib/gimp/2.0/plug-ins/selection-to-path/selection-to-path
id dev=7:0 ino=151482 size=63944 mtime=1776190687.000000000 build-id=79a3041d367606083947b89d24c03be030cab4a3
range 0+63944
file /usr/lib/gimp/2.0/plug-ins/script-fu/script-fu
id dev=7:0 ino=151480 size=184912 mtime=1776190687.000000000 build-id=44cd21c239c294d5208fc1e1732ce32be709d6ba
range 0+184912
file /usr/lib/gimp/2.0/plug-ins/screenshot/screenshot
id dev=7:0 ino=151478 size=47472 mtime=1776190687.000000000 build-id=f4e69ec8e7989e74bc4b6c93a1e05b11e09d0273
range 0+47472
file /usr/lib/x86_64-linux-gnu/libXmu.so.6.2.0
id dev=7:0 ino=579222 size=111448 mtime=1644908993.000000000 build-id=3528615d26bf0f9135a891572710d3dcff99bcd7
range 0+111448
file /usr/lib/x86_64-linux-gnu/libXt.so.6.0.0
id dev=7:0 ino=579240 size=429544 mtime=1680529864.000000000 build-id=e6237c380cdea624ecc03b40214e9ca7bd89f0e4
range 0+262144 323584+4096 360448+69096
file /usr/lib/x86_64-linux-gnu/libSM.so.6.0.1
id dev=7:0 ino=579177 size=39144 mtime=1549661560.000000000 build-id=934950c93be01703ce94d26738d1f9aa1f7a9096
range 0+39144
file /usr/lib/x86_64-linux-gnu/libICE.so.6.3.0
id dev=7:0 ino=579164 size=102288 mtime=1600935946.000000000 build-id=6a0429d9840edac7a76507600758dfad21dbae99
range 0+102288
file /usr/lib/x86_64-linux-gnu/libuuid.so.1.3.0
id dev=7:0 ino=580024 size=34872 mtime=1732219314.000000000 build-id=6ffbf612bab7ff5fb2fd40479ec22f122af9ba39
range 0+34872
file /usr/lib/gimp/2.0/plug-ins/sample-colorize/sample-colorize
id dev=7:0 ino=151476 size=55664 mtime=1776190687.000000000 build-id=dcd24807d43d02b615d0a6ae06eee5f452588dd7
range 0+55664
file /usr/lib/gimp/2.0/plug-ins/qbist/qbist
id dev=7:0 ino=151474 size=26928 mtime=1776190687.000000000 build-id=1f76cadc376690f0d42aba0e23b0cad228311f8e
range 0+26928
file /usr/lib/gimp/2.0/plug-ins/procedure-browser/procedure-browser
id dev=7:0 ino=151472 size=14640 mtime=1776190687.000000000 build-id=11d7f54db4b4072637404c4fe26933fd83c318ca
range 0+14640
file /usr/lib/gimp/2.0/plug-ins/print/print
id dev=7:0 ino=151470 size=67888 mtime=1776190687.000000000 build-id=d1dd5a77e9277d5f2086568787d66aeb6a27ecfe
range 0+67888
file /usr/lib/gimp/2.0/plug-ins/plugin-browser/plugin-browser
id dev=7:0 ino=151468 size=31024 mtime=1776190687.000000000 build-id=482285c6f89d4862af7cc77036caf63669b9afbb
range 0+31024
file /usr/lib/gimp/2.0/plug-ins/photocopy/photocopy
id dev=7:0 ino=151466 size=31080 mtime=1776190687.000000000 build-id=46015b634aadb7fef8530e3b7f65790f7cdfc5fb
range 0+31080
file /usr/lib/gimp/2.0/plug-ins/pagecurl/pagecurl
id dev=7:0 ino=151464 size=59840 mtime=1776190687.000000000 build-id=e3fcd4a6e47f9ed8ad6641777a3515805237160c
range 0+59840
file /usr/lib/gimp/2.0/plug-ins/nl-filter/nl-filter
id dev=7:0 ino=151462 size=27024 mtime=1776190687.000000000 build-id=6635a2b9537825deb98e9eec527a0cd82fcb7fc7
range 0+27024
file /usr/lib/gimp/2.0/plug-ins/metadata-viewer/metadata-viewer
id dev=7:0 ino=151460 size=48008 mtime=1776190687.000000000 build-id=3f3dd3976d4f377d8162bfe4bfc64aa61cacb372
range 0+48008
file /usr/lib/gimp/2.0/plug-ins/metadata-editor/metadata-editor
id dev=7:0 ino=151458 size=101256 mtime=1776190687.000000000 build-id=228c86f8b4b5a401acd4f07e80430fc128113972
range 0+101256
file /usr/lib/gimp/2.0/plug-ins/max-rgb/max-rgb
id dev=7:0 ino=151456 size=18744 mtime=1776190687.000000000 build-id=1d504b5baa6200351b6d84fbc02e9a8857f62878
range 0+18744
file /usr/lib/gimp/2.0/plug-ins/map-object/map-object
id dev=7:0 ino=151454 size=142144 mtime=1776190687.000000000 build-id=656a6b8a491574a915b9ab11e5c6f97c0ce4d750
range 0+142144
file /usr/lib/gimp/2.0/plug-ins/mail/mail
id dev=7:0 ino=151452 size=18736 mtime=1776190687.000000000 build-id=a6ef0899488d982cc597adb59bd8e970bf040ce8
range 0+18736
file /usr/lib/gimp/2.0/plug-ins/lighting/lighting
id dev=7:0 ino=151450 size=121536 mtime=1776190687.000000000 build-id=c7d9d5df7b1f97e36d18c6cccc91083ec718c1f8
range 0+121536
file /usr/lib/gimp/2.0/plug-ins/jigsaw/jigsaw
id dev=7:0 ino=151448 size=51528 mtime=1776190687.000000000 build-id=63999337d4a15310005cf7b463862fa815b90db9
range 0+51528
file /usr/lib/gimp/2.0/plug-ins/imagemap/imagemap
id dev=7:0 ino=151446 size=250496 mtime=1776190687.000000000 build-id=c6710182defe4003ed3c788d7ee139d94514d0d4
range 0+250496
file /usr/lib/gimp/2.0/plug-ins/ifs-compose/ifs-compose
id dev=7:0 ino=151444 size=84896 mtime=1776190687.000000000 build-id=88d8eb21bdad872f98ac8b9b7a16cf79ebad9dec
range 0+84896
file /usr/lib/gimp/2.0/plug-ins/hot/hot
id dev=7:0 ino=151442 size=22832 mtime=1776190687.000000000 build-id=dc74dddd37a40e88833586fafb69e651dbdedda9
range 0+22832
file /usr/lib/gimp/2.0/plug-ins/help/help
id dev=7:0 ino=151440 size=26928 mtime=1776190687.000000000 build-id=a4bfcb67c8943da7ce4b08c5a595b6aeced57fa6
range 0+26928
file /usr/lib/gimp/2.0/plug-ins/guillotine/guillotine
id dev=7:0 ino=151438 size=18736 mtime=1776190687.000000000 build-id=9706770bae3d1394d20e4399e3edbd90e6d2113e
range 0+18736
file /usr/lib/gimp/2.0/plug-ins/grid/grid
id dev=7:0 ino=151436 size=35312 mtime=1776190687.000000000 build-id=ddc8c9c3ed72074de4a4bdb001b378ab8693f69f
range 0+35312
file /usr/lib/gimp/2.0/plug-ins/gradient-map/gradient-map
id dev=7:0 ino=151434 size=18736 mtime=1776190687.000000000 build-id=d4b4fb1df315aa91a6b802d24fe47fc780227ac0
range 0+18736
file /usr/lib/gimp/2.0/plug-ins/gradient-flare/gradient-flare
id dev=7:0 ino=151432 size=87168 mtime=1776190687.000000000 build-id=1024d9ab2e3adb50c49f345b6eeffd247efcf585
range 0+87168
file /usr/lib/gimp/2.0/plug-ins/goat-exercise/goat-exercise
id dev=7:0 ino=151430 size=14640 mtime=1776190687.000000000 build-id=54f214775832c308fa2196f8691ef6a8f551d404
range 0+14640
file /usr/lib/gimp/2.0/plug-ins/gimpressionist/gimpressionist
id dev=7:0 ino=151428 size=137528 mtime=1776190687.000000000 build-id=edca2b30e284f112a18224bb04e8fad2afc935c4
range 0+137528
file /usr/lib/gimp/2.0/plug-ins/gfig/gfig
id dev=7:0 ino=151426 size=164352 mtime=1776190687.000000000 build-id=b0c19dae39556a79c6998546a866f66c1f8035da
range 0+164352
file /usr/lib/gimp/2.0/plug-ins/fractal-trace/fractal-trace
id dev=7:0 ino=151424 size=26984 mtime=1776190687.000000000 build-id=deefbb023c56073f2579e63761b23711b2a6603a
range 0+26984
file /usr/lib/gimp/2.0/plug-ins/fractal-explorer/fractal-explorer
id dev=7:0 ino=151422 size=72200 mtime=1776190687.000000000 build-id=adb32b6fb3b65b5ae44c7f3485b767485c0d1c65
range 0+72200
file /usr/lib/gimp/2.0/plug-ins/flame/flame
id dev=7:0 ino=151420 size=133568 mtime=1776190687.000000000 build-id=bf684197ebc96ba6c93a1e061f1511d9f9de6549
range 0+133568
file /usr/lib/gimp/2.0/plug-ins/filter-pack/filter-pack
id dev=7:0 ino=151418 size=59800 mtime=1776190687.000000000 build-id=216e14a1bb9ae9e64e2c090e1d51f316285f39a9
range 0+59800
file /usr/lib/gimp/2.0/plug-ins/film/film
id dev=7:0 ino=151416 size=43992 mtime=1776190687.000000000 build-id=bd94a829c40d6960b7fd4b1c646d568f99ef6b2f
range 0+43992
file /usr/lib/gimp/2.0/plug-ins/file-xwd/file-xwd
id dev=7:0 ino=151414 size=43320 mtime=1776190687.000000000 build-id=0601f3f129464d8e41d7921bd2b1ac2305d6ac3e
range 0+43320
file /usr/lib/gimp/2.0/plug-ins/file-xpm/file-xpm
id dev=7:0 ino=151412 size=22840 mtime=1776190687.000000000 build-id=4a3fb5ca9ea21ec4ae63919d51df10473eecd930
range 0+22840
file /usr/lib/x86_64-linux-gnu/libXpm.so.4.11.0
id dev=7:0 ino=579226 size=81000 mtime=1696327145.000000000 build-id=a1bbcec9ff2e410382023f0786e471eac1ce67cb
range 0+81000
file /usr/lib/gimp/2.0/plug-ins/file-xmc/file-xmc
id dev=7:0 ino=151410 size=51528 mtime=1776190687.000000000 build-id=11c2b476dae1fee69e85fd594adf998521461819
range 0+51528
file /usr/lib/gimp/2.0/plug-ins/file-xbm/file-xbm
id dev=7:0 ino=151408 size=35336 mtime=1776190687.000000000 build-id=be35c322cad6300bfe2078b4484dc179ad3af6b5
range 0+35336
file /usr/lib/gimp/2.0/plug-ins/file-wmf/file-wmf
id dev=7:0 ino=151406 size=35152 mtime=1776190687.000000000 build-id=36ee7d23c3f6548f2e53a2b870da08bddc1b8833
range 0+35152
file /usr/lib/x86_64-linux-gnu/libwmf-0.2.so.7.1.4
id dev=7:0 ino=582310 size=340872 mtime=1683389966.000000000 build-id=154c6ff5422cb2e41f3da7c8e846b36e39476dcd
range 0+340872
file /usr/lib/x86_64-linux-gnu/libwmflite-0.2.so.7.0.5
id dev=7:0 ino=582308 size=133400 mtime=1683389966.000000000 build-id=050fecc5f22d36dbfb203aef86940e1e98990cf6
range 0+133400
file /usr/lib/gimp/2.0/plug-ins/file-webp/file-webp
id dev=7:0 ino=151404 size=51504 mtime=1776190687.000000000 build-id=742b4ad4e63fd79908c45640720b69f9deed3125
range 0+51504
file /usr/lib/x86_64-linux-gnu/libwebpdemux.so.2.0.11
id dev=7:0 ino=581724 size=18544 mtime=1694547344.000000000 build-id=a744dcdfa2f2c0e6d0f54203c33ac2c05cae9364
range 0+18544
file /usr/lib/gimp/2.0/plug-ins/file-tiff/file-tiff
id dev=7:0 ino=151402 size=88448 mtime=1776190687.000000000 build-id=7261e86e227afb2a97550aa47078213736e6f0f5
range 0+88448
file /usr/lib/gimp/2.0/plug-ins/file-tga/file-tga
id dev=7:0 ino=151400 size=31056 mtime=1776190687.000000000 build-id=b9393fdbb053d629528d38ed3e566f87a8d11796
range 0+31056
file /usr/lib/gimp/2.0/plug-ins/file-svg/file-svg
id dev=7:0 ino=151398 size=35160 mtime=1776190687.000000000 build-id=c000f66af8698f25651d897607461af1298687de
range 0+35160
file /usr/lib/gimp/2.0/plug-ins/file-sunras/file-sunras
id dev=7:0 ino=151396 size=35144 mtime=1776190687.000000000 build-id=6a452d36dae016befcf5adc1813c4c2fc9bc8cf1
range 0+35144
file /usr/lib/gimp/2.0/plug-ins/file-sgi/file-sgi
id dev=7:0 ino=151394 size=26936 mtime=1776190687.000000000 build-id=5a2d4bf7a2ae0d0fba8a2224ca4468e68b9e5e45
range 0+26936
file /usr/lib/gimp/2.0/plug-ins/file-rawtherapee/file-rawtherapee
id dev=7:0 ino=151392 size=31024 mtime=1776190687.000000000 build-id=188ec92d84417abb572542d069cb09f790c5ed41
range 0+31024
file /usr/lib/gimp/2.0/plug-ins/file-raw-placeholder/file-raw-placeholder
id dev=7:0 ino=151390 size=22832 mtime=1776190687.000000000 build-id=5dec43fe64ebd914f8e4cd3efb4dd0e50b01e6c4
range 0+22832
file /usr/lib/gimp/2.0/plug-ins/file-raw-data/file-raw-data
id dev=7:0 ino=151388 size=51512 mtime=1776190687.000000000 build-id=f4e8d28ac0931b5b9f2122d8c4c7f53ca9958745
range 0+51512
file /usr/lib/gimp/2.0/plug-ins/file-psp/file-psp
id dev=7:0 ino=151386 size=39224 mtime=1776190687.000000000 build-id=4c5f31d2e84a639d4813a7e4f4cf053c267bf268
range 0+39224
file /usr/lib/gimp/2.0/plug-ins/file-psd/file-psd
id dev=7:0 ino=151384 size=117096 mtime=1776190687.000000000 build-id=d65d0c0a95af7a2c52873cbc980b7546f579b820
range 0+117096
file /usr/lib/gimp/2.0/plug-ins/file-ps/file-ps
id dev=7:0 ino=151382 size=72192 mtime=1776190687.000000000 build-id=8c8d078f0be9a2c27fadf00f94dc1f6837339cc1
range 0+72192
file /usr/lib/x86_64-linux-gnu/libgs.so.10.00
id dev=7:0 ino=582300 size=22203464 mtime=1794943659.000000000 build-id=92fa47d87df6c27083a085d270a440e8d5cad50e
range 0+655360 4796416+4096 6123520+299008 6676480+131072 7143424+131072 7610368+131072 8077312+131072 8544256+630784 9183232+6676480 17313792+131072 18907136+131072 20500480+131072 22134784+68680
file /usr/lib/x86_64-linux-gnu/libcups.so.2
id dev=7:0 ino=579480 size=636880 mtime=1727387105.000000000 build-id=f5e86ce96c918f1d80acf924b2077ebab7a6b05d
range 0+393216 471040+4096 569344+67536
file /usr/lib/x86_64-linux-gnu/libijs-0.35.so
id dev=7:0 ino=582295 size=27024 mtime=1565950557.000000000 build-id=2a2f61311861d36f1237c195ff3357068d17b8f5
range 0+27024
file /usr/lib/x86_64-linux-gnu/libjbig2dec.so.0.0.0
id dev=7:0 ino=582296 size=121584 mtime=1789385575.000000000 build-id=98b6e505f1e4fd50d21428786bd75e8e59ca86b7
range 0+121584
file /usr/lib/x86_64-linux-gnu/libidn.so.12.6.4
id dev=7:0 ino=582293 size=210968 mtime=1656184822.000000000 build-id=d3c1534e83ab1b1f91db7ba271392ba5eba9ae98
range 0+210968
file /usr/lib/x86_64-linux-gnu/libpaper.so.1.1.2
id dev=7:0 ino=582298 size=19976 mtime=1679060655.000000000 build-id=9593deaebaf09248e87d26ff0c1fc9b4f571416e
range 0+19976
file /usr/lib/x86_64-linux-gnu/libavahi-common.so.3.5.4
id dev=7:0 ino=579416 size=51496 mtime=1734591674.000000000 build-id=e667457fe78ce120cfc89c3bdb05eb9b16ba828b
range 0+51496
file /usr/lib/x86_64-linux-gnu/libavahi-client.so.3.2.9
id dev=7:0 ino=579414 size=75952 mtime=1734591674.000000000 build-id=100746b045445423cb57d04ef88d0bf20821d581
range 0+75952
file /usr/lib/x86_64-linux-gnu/libdbus-1.so.3.32.4
id dev=7:0 ino=579497 size=346264 mtime=1694858638.000000000 build-id=b63a276ae2d395c20c27cd34e356eba2e5bdca82
range 0+262144 278528+67736
file /usr/lib/x86_64-linux-gnu/libsystemd.so.0.35.0
id dev=7:0 ino=581629 size=844736 mtime=1777319335.000000000 build-id=dc32499955f92c27055abb579d03dee81b0d9302
range 0+262144 606208+4096 774144+70592
file /usr/lib/x86_64-linux-gnu/libcap.so.2.66
id dev=7:0 ino=579460 size=47288 mtime=1757277826.000000000 build-id=f087fec5a4329d787a152838a75737d4b2e611e1
range 0+47288
file /usr/lib/x86_64-linux-gnu/liblz4.so.1.9.4
id dev=7:0 ino=579757 size=149952 mtime=1661655655.000000000 build-id=29e700d84270c3d01e8e156816591eb4e1b1ea77
range 0+149952
file /usr/lib/gimp/2.0/plug-ins/file-pnm/file-pnm
id dev=7:0 ino=151380 size=39224 mtime=1776190687.000000000 build-id=99c14cd69bf500afd959528626c4f59fd07dadf1
range 0+39224
file /usr/lib/gimp/2.0/plug-ins/file-png/file-png
id dev=7:0 ino=151378 size=59696 mtime=1776190687.000000000 build-id=643dbbcac03cf33ee6ee031e3a7a59eb6533c02d
range 0+59696
file /usr/lib/gimp/2.0/plug-ins/file-pix/file-pix
id dev=7:0 ino=151376 size=22832 mtime=1776190687.000000000 build-id=3370ccaa571811b5538599cfe8c4fb4ed8ddb56b
range 0+22832
file /usr/lib/gimp/2.0/plug-ins/file-pdf-save/file-pdf-save
id dev=7:0 ino=151374 size=52632 mtime=1776190687.000000000 build-id=2d6f8f6400865148c837704ef62c3e54f8b695b6
range 0+52632
file /usr/lib/gimp/2.0/plug-ins/file-pdf-load/file-pdf-load
id dev=7:0 ino=151372 size=47464 mtime=1776190687.000000000 build-id=a3a28726d8cd5abd2595523a64d1231e31990351
range 0+47464
file /usr/lib/gimp/2.0/plug-ins/file-pcx/file-pcx
id dev=7:0 ino=151370 size=26928 mtime=1776190687.000000000 build-id=c9b6007e81488086fe9497e4deeeee1a99c5713c
range 0+26928
file /usr/lib/gimp/2.0/plug-ins/file-pat/file-pat
id dev=7:0 ino=151368 size=19008 mtime=1776190687.000000000 build-id=12e914f2065116093bd4274535c50465feea70db
range 0+19008
file /usr/lib/gimp/2.0/plug-ins/file-mng/file-mng
id dev=7:0 ino=151366 size=43376 mtime=1776190687.000000000 build-id=5a228c4fe1e5d9a3b831ac85dda2dd137a8440d2
range 0+43376
file /usr/lib/x86_64-linux-gnu/libmng.so.1.1.0.10
id dev=7:0 ino=582304 size=604944 mtime=1407072017.000000000 build-id=21e912bdc038ccc4a10b318ac007c74801804f4f
range 0+184320 507904+97040
file /usr/lib/gimp/2.0/plug-ins/file-jpegxl/file-jpegxl
id dev=7:0 ino=151364 size=35168 mtime=1776190687.000000000 build-id=91bd8ff08f67837bff00fb10cb99b7ed774ac56b
range 0+35168
file /usr/lib/gimp/2.0/plug-ins/file-jpeg/file-jpeg
id dev=7:0 ino=151362 size=67888 mtime=1776190687.000000000 build-id=2ebc0b9c34652f3f402db7ed61e98bbdd16efebb
range 0+67888
file /usr/lib/gimp/2.0/plug-ins/file-jp2-load/file-jp2-load
id dev=7:0 ino=151360 size=35120 mtime=1776190687.000000000 build-id=e320db8dc4ccde7fed14a02474c2a96f3833796e
range 0+35120
file /usr/lib/gimp/2.0/plug-ins/file-ico/file-ico
id dev=7:0 ino=151358 size=51504 mtime=1776190687.000000000 build-id=5869ec7cac8c0f11e01916955d5f043beef9ed7d
range 0+51504
file /usr/lib/gimp/2.0/plug-ins/file-html-table/file-html-table
id dev=7:0 ino=151356 size=32096 mtime=1776190687.000000000 build-id=8dbc952acf71fc91651ef766827a1cc8e72d7402
range 0+32096
file /usr/lib/gimp/2.0/plug-ins/file-heif/file-heif
id dev=7:0 ino=151354 size=51552 mtime=1776190687.000000000 build-id=f9aeea27bd2d4dc8b0bdb7d27f1ecefdc3b6ed17
range 0+51552
file /usr/lib/x86_64-linux-gnu/libheif.so.1.15.1
id dev=7:0 ino=579680 size=637144 mtime=1729696655.000000000 build-id=4c9bbfb733895cc9f14d191afa852301ffc91391
range 0+262144 446464+190680
file /usr/lib/x86_64-linux-gnu/libde265.so.0.1.4
id dev=7:0 ino=579501 size=452776 mtime=1703887382.000000000 build-id=8b95cf8b36884264d50b23c3f7ae327bd8573087
range 0+262144 356352+4096 385024+67752
file /usr/lib/gimp/2.0/plug-ins/file-header/file-header
id dev=7:0 ino=151352 size=18736 mtime=1776190687.000000000 build-id=eae9ddee98ba42261247140c873286d3e2fbef18
range 0+18736
file /usr/lib/gimp/2.0/plug-ins/file-glob/file-glob
id dev=7:0 ino=151350 size=14640 mtime=1776190687.000000000 build-id=c58edecd1cb29b8b2a55208d2f10e4148baa09cd
range 0+14640
file /usr/lib/gimp/2.0/plug-ins/file-gih/file-gih
id dev=7:0 ino=151348 size=35400 mtime=1776190687.000000000 build-id=c16e6083b2ab473713c8eab77396f090521fcbbf
range 0+35400
file /usr/lib/gimp/2.0/plug-ins/file-gif-save/file-gif-save
id dev=7:0 ino=151346 size=39296 mtime=1776190687.000000000 build-id=16faf0079ef23f024e91f953de21e0202b8a669c
range 0+39296
file /usr/lib/gimp/2.0/plug-ins/file-gif-load/file-gif-load
id dev=7:0 ino=151344 size=26960 mtime=1776190687.000000000 build-id=3a150c17201b8cafccf76e7a15cbde9249094a2c
range 0+26960
file /usr/lib/gimp/2.0/plug-ins/file-gegl/file-gegl
id dev=7:0 ino=151342 size=18736 mtime=1776190687.000000000 build-id=ecdf6bde180f324284f53d6c7b98abba9a79da4e
range 0+18736
file /usr/lib/gimp/2.0/plug-ins/file-gbr/file-gbr
id dev=7:0 ino=151340 size=19016 mtime=1776190687.000000000 build-id=00821f000f64e82b317ba191bb7fd4d8b0ab518a
range 0+19016
file /usr/lib/gimp/2.0/plug-ins/file-fli/file-fli
id dev=7:0 ino=151338 size=43312 mtime=1776190687.000000000 build-id=6add152f6eea92af79e0e45f8974c1a5521dcaef
range 0+43312
file /usr/lib/gimp/2.0/plug-ins/file-fits/file-fits
id dev=7:0 ino=151336 size=51504 mtime=1776190687.000000000 build-id=f237285d394498908f72b336736508bf184fd30e
range 0+51504
file /usr/lib/gimp/2.0/plug-ins/file-faxg3/file-faxg3
id dev=7:0 ino=151334 size=25856 mtime=1776190687.000000000 build-id=c4c01c62c482b1433f4823013a0f45e6142599c4
range 0+25856
file /usr/lib/gimp/2.0/plug-ins/file-exr/file-exr
id dev=7:0 ino=151332 size=43400 mtime=1776190687.000000000 build-id=dadbd5cfb4d84cc07eef33a4ca940f63e857807a
range 0+43400
file /usr/lib/gimp/2.0/plug-ins/file-dicom/file-dicom
id dev=7:0 ino=151330 size=31024 mtime=1776190687.000000000 build-id=95097185cbc5a9f3b2004611b65840329a28ffc6
range 0+31024
file /usr/lib/gimp/2.0/plug-ins/file-desktop-link/file-desktop-link
id dev=7:0 ino=151328 size=14640 mtime=1776190687.000000000 build-id=d8646cfffab9ca766bbde72e9e0b9be095998e12
range 0+14640
file /usr/lib/gimp/2.0/plug-ins/file-dds/file-dds
id dev=7:0 ino=151326 size=102752 mtime=1776190687.000000000 build-id=4cfa51bf3423900c5caf246c813e80fe44c72e6b
range 0+102752
file /usr/lib/gimp/2.0/plug-ins/file-darktable/file-darktable
id dev=7:0 ino=151324 size=35120 mtime=1776190687.000000000 build-id=31881e05bf9288706f4f8bed5f47dd334dbe6f33
range 0+35120
file /usr/lib/gimp/2.0/plug-ins/file-csource/file-csource
id dev=7:0 ino=151322 size=35184 mtime=1776190687.000000000 build-id=dd1097dc02c07160ec97c2e46bc0cf1189d1241b
range 0+35184
file /usr/lib/gimp/2.0/plug-ins/file-compressor/file-compressor
id dev=7:0 ino=151320 size=26928 mtime=1776190687.000000000 build-id=3253419bdc82bcdf116d163e1f606ba116869650
range 0+26928
file /usr/lib/gimp/2.0/plug-ins/file-cel/file-cel
id dev=7:0 ino=151318 size=22832 mtime=1776190687.000000000 build-id=7b3ffb42f90f404872c4d46e6c5092355eaada9a
range 0+22832
file /usr/lib/gimp/2.0/plug-ins/file-bmp/file-bmp
id dev=7:0 ino=151316 size=43312 mtime=1776190687.000000000 build-id=9c0fd2111931fd77c6836e789298728310b442c1
range 0+43312
file /usr/lib/gimp/2.0/plug-ins/file-aa/file-aa
id dev=7:0 ino=151314 size=18736 mtime=1776190687.000000000 build-id=d6166140138733a4b3fe8619b479ee5c26a7ce8f
range 0+18736
file /usr/lib/x86_64-linux-gnu/libaa.so.1.0.4
id dev=7:0 ino=582291 size=127064 mtime=1630915578.000000000 build-id=986bd7dd58c232ac038d373bc1fb45bf4eede905
range 0+127064
file /usr/lib/x86_64-linux-gnu/libncurses.so.6.4
id dev=7:0 ino=579798 size=165808 mtime=1683470027.000000000 build-id=0294f39880ecf45bf6c349e725a502c48244d3d5
range 0+165808
file /usr/lib/x86_64-linux-gnu/libtinfo.so.6.4
id dev=7:0 ino=579987 size=204088 mtime=1683470027.000000000 build-id=1d6c928a5e4f222cf4479cbb1fd4f63965b10a03
range 0+204088
file /usr/lib/x86_64-linux-gnu/libslang.so.2.3.3
id dev=7:0 ino=579937 size=2168672 mtime=1675069009.000000000 build-id=ebe311e86ecd65b5264f66c971ebdbd6b4180ea2
range 0+589824 1748992+4096 1982464+186208
file /usr/lib/x86_64-linux-gnu/libgpm.so.2
id dev=7:0 ino=579653 size=26552 mtime=1665864022.000000000 build-id=1f3bd202bf33d26f61d164deea936feb55d22095
range 0+26552
file /usr/lib/gimp/2.0/plug-ins/emboss/emboss
id dev=7:0 ino=151312 size=22856 mtime=1776190687.000000000 build-id=4f8c34bd240b3b017cab6708ce303c92e4fa19af
range 0+22856
file /usr/lib/gimp/2.0/plug-ins/edge-dog/edge-dog
id dev=7:0 ino=151310 size=31048 mtime=1776190687.000000000 build-id=7ea184d29254aa4e1f5707acb3ad8f052b4b7d5a
range 0+31048
file /usr/lib/gimp/2.0/plug-ins/destripe/destripe
id dev=7:0 ino=151308 size=22848 mtime=1776190687.000000000 build-id=419b6b6936c926449e04154c796ebf0131a99180
range 0+22848
file /usr/lib/gimp/2.0/plug-ins/despeckle/despeckle
id dev=7:0 ino=151306 size=26952 mtime=1776190687.000000000 build-id=75a66da9ff6260f9bba29bc190fcc81c24211f88
range 0+26952
file /usr/lib/gimp/2.0/plug-ins/depth-merge/depth-merge
id dev=7:0 ino=151304 size=35120 mtime=1776190687.000000000 build-id=24a8d709539003953d3ee81094615ebef87d4410
range 0+35120
file /usr/lib/gimp/2.0/plug-ins/decompose/decompose
id dev=7:0 ino=151302 size=43512 mtime=1776190687.000000000 build-id=aa1499831d4a52794b5711a33134a36bc537bd19
range 0+43512
file /usr/lib/gimp/2.0/plug-ins/curve-bend/curve-bend
id dev=7:0 ino=151300 size=59872 mtime=1776190687.000000000 build-id=ed8db57e0e3f790d2b204b7d280194b19be9d629
range 0+59872
file /usr/lib/gimp/2.0/plug-ins/crop-zealous/crop-zealous
id dev=7:0 ino=151298 size=18736 mtime=1776190687.000000000 build-id=e60a4abb2f2eb6905a3ee65e8df094a50f7eea0d
range 0+18736
file /usr/lib/gimp/2.0/plug-ins/contrast-retinex/contrast-retinex
id dev=7:0 ino=151296 size=22880 mtime=1776190687.000000000 build-id=d8aed8ec03b7f2ed305eaab5f7647e6353701472
range 0+22880
file /usr/lib/gimp/2.0/plug-ins/compose/compose
id dev=7:0 ino=151294 size=39688 mtime=1776190687.000000000 build-id=22456e66174d9672806e49069a681a7d1750a5ae
range 0+39688
file /usr/lib/gimp/2.0/plug-ins/colormap-remap/colormap-remap
id dev=7:0 ino=151292 size=31024 mtime=1776190687.000000000 build-id=1a9b81b0073d95007945f0d9b8240e0ebb56a52e
range 0+31024
file /usr/lib/gimp/2.0/plug-ins/colorify/colorify
id dev=7:0 ino=151290 size=23104 mtime=1776190687.000000000 build-id=c82a93ca7b61fa01a02b728d9138b222d7ff9605
range 0+23104
file /usr/lib/gimp/2.0/plug-ins/color-enhance/color-enhance
id dev=7:0 ino=151288 size=14640 mtime=1776190687.000000000 build-id=e29f1ba52c33557169f6692993ca254168ef8305
range 0+14640
file /usr/lib/gimp/2.0/plug-ins/color-cube-analyze/color-cube-analyze
id dev=7:0 ino=151286 size=22832 mtime=1776190687.000000000 build-id=32df054ac5cd3272bc839e8d157367fefa49f96d
range 0+22832
file /usr/lib/gimp/2.0/plug-ins/cml-explorer/cml-explorer
id dev=7:0 ino=151284 size=64904 mtime=1776190687.000000000 build-id=a3b2e383515e815043b9d564e1bd04cb79e2a143
range 0+64904
file /usr/lib/gimp/2.0/plug-ins/checkerboard/checkerboard
id dev=7:0 ino=151282 size=22848 mtime=1776190687.000000000 build-id=3795fa43950951347ab6ea181dfbf2ff0af9159f
range 0+22848
file /usr/lib/gimp/2.0/plug-ins/cartoon/cartoon
id dev=7:0 ino=151280 size=31048 mtime=1776190687.000000000 build-id=d1b5d8acd5b45c24ac4642b80b3e8a82aff34169
range 0+31048
file /usr/lib/gimp/2.0/plug-ins/busy-dialog/busy-dialog
id dev=7:0 ino=151278 size=18736 mtime=1776190687.000000000 build-id=7c8c27e64287441ae50817a3258fcf27304565e8
range 0+18736
file /usr/lib/gimp/2.0/plug-ins/border-average/border-average
id dev=7:0 ino=151276 size=22848 mtime=1776190687.000000000 build-id=72f4fdb06a03178192cf9392080c7ef8c00651dd
range 0+22848
file /usr/lib/gimp/2.0/plug-ins/blur/blur
id dev=7:0 ino=151274 size=14640 mtime=1776190687.000000000 build-id=0d6e710902f8deae98246e83de5927ae4eaa36fa
range 0+14640
file /usr/lib/gimp/2.0/plug-ins/blinds/blinds
id dev=7:0 ino=151272 size=22848 mtime=1776190687.000000000 build-id=5eec9e37a55fc8fc64f9b98043e710224d6e77da
range 0+22848
file /usr/lib/gimp/2.0/plug-ins/animation-play/animation-play
id dev=7:0 ino=151270 size=43968 mtime=1776190687.000000000 build-id=889abea8b09cae0fc05e7fbe66193c801e4171e5
range 0+43968
file /usr/lib/gimp/2.0/plug-ins/animation-optimize/animation-optimize
id dev=7:0 ino=151268 size=26928 mtime=1776190687.000000000 build-id=c3d80bfb2bb1c9a70e7dc14881e8e5762c4b4885
range 0+26928
file /usr/lib/gimp/2.0/plug-ins/align-layers/align-layers
id dev=7:0 ino=151266 size=22864 mtime=1776190687.000000000 build-id=98ac6b187ca73d4c11c0f995cc1c11bf703fdd5b
range 0+22864
file /usr/share/gimp/2.0/scripts/script-fu.init
id dev=7:0 ino=307709 size=23806 mtime=1776190687.000000000
range 0+23806
file /usr/share/gimp/2.0/scripts/script-fu-compat.init
id dev=7:0 ino=307706 size=11058 mtime=1776190687.000000000
range 0+11058
file /usr/share/gimp/2.0/scripts/plug-in-compat.init
id dev=7:0 ino=307701 size=1019 mtime=1776190687.000000000
range 0+1019
file /usr/share/gimp/2.0/scripts/add-bevel.scm
id dev=7:0 ino=307664 size=7083 mtime=1776190687.000000000
range 0+7083
file /usr/share/gimp/2.0/scripts/addborder.scm
id dev=7:0 ino=307665 size=6008 mtime=1776190687.000000000
range 0+6008
file /usr/share/gimp/2.0/scripts/blend-anim.scm
id dev=7:0 ino=307666 size=8634 mtime=1776190687.000000000
range 0+8634
file /usr/share/gimp/2.0/scripts/burn-in-anim.scm
id dev=7:0 ino=307667 size=9352 mtime=1776190687.000000000
range 0+9352
file /usr/share/gimp/2.0/scripts/carve-it.scm
id dev=7:0 ino=307668 size=8001 mtime=1776190687.000000000
range 0+8001
file /usr/share/gimp/2.0/scripts/chrome-it.scm
id dev=7:0 ino=307669 size=8771 mtime=1776190687.000000000
range 0+8771
file /usr/share/gimp/2.0/scripts/circuit.scm
id dev=7:0 ino=307670 size=5222 mtime=1776190687.000000000
range 0+5222
file /usr/share/gimp/2.0/scripts/clothify.scm
id dev=7:0 ino=307671 size=2412 mtime=1776190687.000000000
range 0+2412
file /usr/share/gimp/2.0/scripts/coffee.scm
id dev=7:0 ino=307672 size=3058 mtime=1776190687.000000000
range 0+3058
file /usr/share/gimp/2.0/scripts/copy-visible.scm
id dev=7:0 ino=307673 size=1814 mtime=1776190687.000000000
range 0+1814
file /usr/share/gimp/2.0/scripts/difference-clouds.scm
id dev=7:0 ino=307674 size=3154 mtime=1776190687.000000000
range 0+3154
file /usr/share/gimp/2.0/scripts/distress-selection.scm
id dev=7:0 ino=307675 size=4271 mtime=1776190687.000000000
range 0+4271
file /usr/share/gimp/2.0/scripts/drop-shadow.scm
id dev=7:0 ino=307676 size=7222 mtime=1776190687.000000000
range 0+7222
file /usr/share/gimp/2.0/scripts/erase-rows.scm
id dev=7:0 ino=307677 size=2576 mtime=1776190687.000000000
range 0+2576
file /usr/share/gimp/2.0/scripts/font-map.scm
id dev=7:0 ino=307678 size=5557 mtime=1776190687.000000000
range 0+5557
file /usr/share/gimp/2.0/scripts/fuzzyborder.scm
id dev=7:0 ino=307679 size=5854 mtime=1776190687.000000000
range 0+5854
file /usr/share/gimp/2.0/scripts/gimp-online.scm
id dev=7:0 ino=307680 size=6937 mtime=1776190687.000000000
range 0+6937
file /usr/share/gimp/2.0/scripts/gradient-example.scm
id dev=7:0 ino=307681 size=2604 mtime=1776190687.000000000
range 0+2604
file /usr/share/gimp/2.0/scripts/grid-system.scm
id dev=7:0 ino=307682 size=3490 mtime=1776190687.000000000
range 0+3490
file /usr/share/gimp/2.0/scripts/guides-from-selection.scm
id dev=7:0 ino=307683 size=1204 mtime=1776190687.000000000
range 0+1204
file /usr/share/gimp/2.0/scripts/guides-new-percent.scm
id dev=7:0 ino=307684 size=1191 mtime=1776190687.000000000
range 0+1191
file /usr/share/gimp/2.0/scripts/guides-new.scm
id dev=7:0 ino=307685 size=1189 mtime=1776190687.000000000
range 0+1189
file /usr/share/gimp/2.0/scripts/guides-remove-all.scm
id dev=7:0 ino=307686 size=758 mtime=1776190687.000000000
range 0+758
file /usr/share/gimp/2.0/scripts/lava.scm
id dev=7:0 ino=307693 size=4785 mtime=1776190687.000000000
range 0+4785
file /usr/share/gimp/2.0/scripts/line-nova.scm
id dev=7:0 ino=307694 size=3781 mtime=1776190687.000000000
range 0+3781
file /usr/share/gimp/2.0/scripts/mkbrush.scm
id dev=7:0 ino=307695 size=9251 mtime=1776190687.000000000
range 0+9251
file /usr/share/gimp/2.0/scripts/old-photo.scm
id dev=7:0 ino=307696 size=3687 mtime=1776190687.000000000
range 0+3687
file /usr/share/gimp/2.0/scripts/palette-export.scm
id dev=7:0 ino=307697 size=16956 mtime=1776190687.000000000
range 0+16956
file /usr/share/gimp/2.0/scripts/paste-as-brush.scm
id dev=7:0 ino=307698 size=2546 mtime=1776190687.000000000
range 0+2546
file /usr/share/gimp/2.0/scripts/paste-as-pattern.scm
id dev=7:0 ino=307699 size=2140 mtime=1776190687.000000000
range 0+2140
file /usr/share/gimp/2.0/scripts/perspective-shadow.scm
id dev=7:0 ino=307700 size=8769 mtime=1776190687.000000000
range 0+8769
file /usr/share/gimp/2.0/scripts/predator.scm
id dev=7:0 ino=307702 size=4919 mtime=1776190687.000000000
range 0+4919
file /usr/share/gimp/2.0/scripts/reverse-layers.scm
id dev=7:0 ino=307703 size=1644 mtime=1776190687.000000000
range 0+1644
file /usr/share/gimp/2.0/scripts/ripply-anim.scm
id dev=7:0 ino=307704 size=3807 mtime=1776190687.000000000
range 0+3807
file /usr/share/gimp/2.0/scripts/round-corners.scm
id dev=7:0 ino=307705 size=5622 mtime=1776190687.000000000
range 0+5622
file /usr/share/gimp/2.0/scripts/script-fu-set-cmap.scm
id dev=7:0 ino=307707 size=2255 mtime=1776190687.000000000
range 0+2255
file /usr/share/gimp/2.0/scripts/script-fu-util.scm
id dev=7:0 ino=307708 size=3543 mtime=1776190687.000000000
range 0+3543
file /usr/share/gimp/2.0/scripts/select-to-brush.scm
id dev=7:0 ino=307710 size=4594 mtime=1776190687.000000000
range 0+4594
file /usr/share/gimp/2.0/scripts/select-to-image.scm
id dev=7:0 ino=307711 size=2991 mtime=1776190687.000000000
range 0+2991
file /usr/share/gimp/2.0/scripts/select-to-pattern.scm
id dev=7:0 ino=307712 size=3466 mtime=1776190687.000000000
range 0+3466
file /usr/share/gimp/2.0/scripts/selection-round.scm
id dev=7:0 ino=307713 size=6287 mtime=1776190687.000000000
range 0+6287
file /usr/share/gimp/2.0/scripts/slide.scm
id dev=7:0 ino=307714 size=9792 mtime=1776190687.000000000
range 0+9792
file /usr/share/gimp/2.0/scripts/spinning-globe.scm
id dev=7:0 ino=307715 size=4122 mtime=1776190687.000000000
range 0+4122
file /usr/share/gimp/2.0/scripts/spyrogimp.scm
id dev=7:0 ino=307716 size=12200 mtime=1776190687.000000000
range 0+12200
file /usr/share/gimp/2.0/scripts/tileblur.scm
id dev=7:0 ino=307717 size=2912 mtime=1776190687.000000000
range 0+2912
file /usr/share/gimp/2.0/scripts/unsharp-mask.scm
id dev=7:0 ino=307718 size=3366 mtime=1776190687.000000000
range 0+3366
file /usr/share/gimp/2.0/scripts/waves-anim.scm
id dev=7:0 ino=307719 size=3626 mtime=1776190687.000000000
range 0+3626
file /usr/share/gimp/2.0/scripts/weave.scm
id dev=7:0 ino=307720 size=15206 mtime=1776190687.000000000
range 0+15206
file /usr/share/gimp/2.0/scripts/xach-effect.scm
id dev=7:0 ino=307721 size=5565 mtime=1776190687.000000000
range 0+5565
lookup /etc/ld.so.preload
lookup /lib/x86_64-linux-gnu/libgimpconfig-2.0.so.0 ino=582260
lookup /lib/x86_64-linux-gnu/libgimpmath-2.0.so.0 ino=582261
lookup /lib/x86_64-linux-gnu/libgimpthumb-2.0.so.0 ino=582263
lookup /lib/x86_64-linux-gnu/libgimpcolor-2.0.so.0 ino=582259
lookup /lib/x86_64-linux-gnu/libgimpmodule-2.0.so.0 ino=582262
lookup /lib/x86_64-linux-gnu/libgimpbase-2.0.so.0 ino=582258
lookup /lib/x86_64-linux-gnu/libgdk_pixbuf-2.0.so.0 ino=579602
lookup /lib/x86_64-linux-gnu/libpangocairo-1.0.so.0 ino=579860
lookup /lib/x86_64-linux-gnu/libpangoft2-1.0.so.0 ino=579862
lookup /lib/x86_64-linux-gnu/libpango-1.0.so.0 ino=579858
lookup /lib/x86_64-linux-gnu/libfontconfig.so.1 ino=579560
lookup /lib/x86_64-linux-gnu/libfreetype.so.6 ino=579578
lookup /lib/x86_64-linux-gnu/libharfbuzz.so.0 ino=579678
lookup /lib/x86_64-linux-gnu/libcairo.so.2 ino=579456
lookup /lib/x86_64-linux-gnu/libgegl-0.4.so.0 ino=582249
lookup /lib/x86_64-linux-gnu/libjson-glib-1.0.so.0 ino=582213
lookup /lib/x86_64-linux-gnu/libbabl-0.1.so.0 ino=582122
lookup /lib/x86_64-linux-gnu/liblcms2.so.2 ino=579751
lookup /lib/x86_64-linux-gnu/libgexiv2.so.2 ino=582255
lookup /lib/x86_64-linux-gnu/libgio-2.0.so.0 ino=579608
lookup /lib/x86_64-linux-gnu/libz.so.1 ino=580121
lookup /lib/x86_64-linux-gnu/libmypaint-1.5.so.1 ino=582306
lookup /lib/x86_64-linux-gnu/libgobject-2.0.so.0 ino=579646
lookup /lib/x86_64-linux-gnu/libglib-2.0.so.0 ino=579614
lookup /lib/x86_64-linux-gnu/libm.so.6 ino=579765
lookup /lib/x86_64-linux-gnu/libc.so.6 ino=579449
lookup /lib/x86_64-linux-gnu/libgmodule-2.0.so.0 ino=579620
lookup /lib/x86_64-linux-gnu/libpng16.so.16 ino=579887
lookup /lib/x86_64-linux-gnu/libjpeg.so.62 ino=579731
lookup /lib/x86_64-linux-gnu/libfribidi.so.0 ino=579580
lookup /lib/x86_64-linux-gnu/libthai.so.0 ino=579975
lookup /lib/x86_64-linux-gnu/libexpat.so.1 ino=579536
lookup /lib/x86_64-linux-gnu/libbrotlidec.so.1 ino=582092
lookup /lib/x86_64-linux-gnu/libgraphite2.so.3 ino=579658
lookup /lib/x86_64-linux-gnu/libpixman-1.so.0 ino=579875
lookup /lib/x86_64-linux-gnu/libxcb-shm.so.0 ino=580053
lookup /lib/x86_64-linux-gnu/libxcb.so.1 ino=580065
lookup /lib/x86_64-linux-gnu/libxcb-render.so.0 ino=580049
lookup /lib/x86_64-linux-gnu/libXrender.so.1 ino=579232
lookup /lib/x86_64-linux-gnu/libX11.so.6 ino=579185
lookup /lib/x86_64-linux-gnu/libXext.so.6 ino=579208
lookup /lib/x86_64-linux-gnu/libexiv2.so.27 ino=582253
lookup /lib/x86_64-linux-gnu/libstdc++.so.6 ino=579958
lookup /lib/x86_64-linux-gnu/libgcc_s.so.1 ino=579588
lookup /lib/x86_64-linux-gnu/libmount.so.1 ino=579785
lookup /lib/x86_64-linux-gnu/libselinux.so.1 ino=579929
lookup /lib/x86_64-linux-gnu/libjson-c.so.5 ino=579735
lookup /lib/x86_64-linux-gnu/libgomp.so.1 ino=579648
lookup /lib/x86_64-linux-gnu/libffi.so.8 ino=579553
lookup /lib/x86_64-linux-gnu/libpcre2-8.so.0 ino=581631
lookup /lib/x86_64-linux-gnu/libdatrie.so.1 ino=579492
lookup /lib/x86_64-linux-gnu/libbrotlicommon.so.1 ino=582091
lookup /lib/x86_64-linux-gnu/libXau.so.6 ino=579189
lookup /lib/x86_64-linux-gnu/libXdmcp.so.6 ino=579204
lookup /lib/x86_64-linux-gnu/libblkid.so.1 ino=579433
lookup /lib/x86_64-linux-gnu/libbsd.so.0 ino=579441
lookup /lib/x86_64-linux-gnu/libmd.so.0 ino=579772
lookup /etc/selinux/config
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.local/share ino=393234
lookup /tmp ino=246947
lookup /tmp/preload-scratch.xxr9pG ino=2
lookup /tmp/preload-scratch.xxr9pG/tmp ino=393217
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua ino=393218
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home ino=393220
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.local ino=393233
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
lookup /usr/share/locale/C.UTF-8/LC_MESSAGES/gimp20.mo
lookup /usr/share/locale/C.utf8/LC_MESSAGES/gimp20.mo
lookup /usr/share/locale/C/LC_MESSAGES/gimp20.mo
lookup /usr/lib/x86_64-linux-gnu/charset.alias
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.cache/babl/babl-fishes ino=393283
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.cache/babl ino=393236
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.cache ino=393235
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.cache/gegl-0.4/swap ino=393238
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.cache/gegl-0.4 ino=393237
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.local/share/gegl-0.4 ino=393239
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.local/share/gegl-0.4/plug-ins ino=393240
lookup /usr/lib/x86_64-linux-gnu/gegl-0.4 ino=150819
lookup /usr/lib/x86_64-linux-gnu/gegl-0.4/gegl-common-x86_64-v2.so ino=150830
lookup /usr/lib/x86_64-linux-gnu/gegl-0.4/gegl-transformops-x86_64-v2.so ino=150837
lookup /usr/lib/x86_64-linux-gnu/gegl-0.4/gegl-common-x86_64-v3.so ino=150831
lookup /usr/lib/x86_64-linux-gnu/gegl-0.4/gegl-transformops-x86_64-v3.so ino=150838
lookup /usr/lib/x86_64-linux-gnu/gegl-0.4/gegl-common-gpl3-x86_64-v3.so ino=150828
lookup /usr/lib/x86_64-linux-gnu/gegl-0.4/gegl-generated-x86_64-v3.so ino=150835
lookup /usr/lib/x86_64-linux-gnu/gegl-0.4/gegl-common-cxx-x86_64-v2.so ino=150824
lookup /usr/lib/x86_64-linux-gnu/gegl-0.4/gegl-generated-x86_64-v2.so ino=150834
lookup /usr/lib/x86_64-linux-gnu/gegl-0.4/gegl-common-gpl3-x86_64-v2.so ino=150827
lookup /usr/lib/x86_64-linux-gnu/gegl-0.4/gegl-common-cxx-x86_64-v3.so ino=150825
lookup /lib/x86_64-linux-gnu/libumfpack.so.5 ino=582247
lookup /lib/x86_64-linux-gnu/glibc-hwcaps/x86-64-v4/libamd.so.2
lookup /lib/x86_64-linux-gnu/glibc-hwcaps/x86-64-v4
lookup /lib/x86_64-linux-gnu/glibc-hwcaps/x86-64-v3/libamd.so.2
lookup /lib/x86_64-linux-gnu/glibc-hwcaps/x86-64-v3
lookup /lib/x86_64-linux-gnu/glibc-hwcaps/x86-64-v2/libamd.so.2
lookup /lib/x86_64-linux-gnu/glibc-hwcaps/x86-64-v2
lookup /lib/x86_64-linux-gnu/tls/haswell/avx512_1/x86_64/libamd.so.2
lookup /lib/x86_64-linux-gnu/tls/haswell/avx512_1/x86_64
lookup /lib/x86_64-linux-gnu/tls/haswell/avx512_1/libamd.so.2
lookup /lib/x86_64-linux-gnu/tls/haswell/avx512_1
lookup /lib/x86_64-linux-gnu/tls/haswell/x86_64/libamd.so.2
lookup /lib/x86_64-linux-gnu/tls/haswell/x86_64
lookup /lib/x86_64-linux-gnu/tls/haswell/libamd.so.2
lookup /lib/x86_64-linux-gnu/tls/haswell
lookup /lib/x86_64-linux-gnu/tls/avx512_1/x86_64/libamd.so.2
lookup /lib/x86_64-linux-gnu/tls/avx512_1/x86_64
lookup /lib/x86_64-linux-gnu/tls/avx512_1/libamd.so.2
lookup /lib/x86_64-linux-gnu/tls/avx512_1
lookup /lib/x86_64-linux-gnu/tls/x86_64/libamd.so.2
lookup /lib/x86_64-linux-gnu/tls/x86_64
lookup /lib/x86_64-linux-gnu/tls/libamd.so.2
lookup /lib/x86_64-linux-gnu/tls
lookup /lib/x86_64-linux-gnu/haswell/avx512_1/x86_64/libamd.so.2
lookup /lib/x86_64-linux-gnu/haswell/avx512_1/x86_64
lookup /lib/x86_64-linux-gnu/haswell/avx512_1/libamd.so.2
lookup /lib/x86_64-linux-gnu/haswell/avx512_1
lookup /lib/x86_64-linux-gnu/haswell/x86_64/libamd.so.2
lookup /lib/x86_64-linux-gnu/haswell/x86_64
lookup /lib/x86_64-linux-gnu/haswell/libamd.so.2
lookup /lib/x86_64-linux-gnu/haswell
lookup /lib/x86_64-linux-gnu/avx512_1/x86_64/libamd.so.2
lookup /lib/x86_64-linux-gnu/avx512_1/x86_64
lookup /lib/x86_64-linux-gnu/avx512_1/libamd.so.2
lookup /lib/x86_64-linux-gnu/avx512_1
lookup /lib/x86_64-linux-gnu/x86_64/libamd.so.2
lookup /lib/x86_64-linux-gnu/x86_64
lookup /lib/x86_64-linux-gnu/libamd.so.2 ino=582235
lookup /lib/x86_64-linux-gnu/libsuitesparseconfig.so.5 ino=582233
lookup /lib/x86_64-linux-gnu/libblas.so.3 ino=150786
lookup /lib/x86_64-linux-gnu/libcholmod.so.3 ino=582245
lookup /lib/x86_64-linux-gnu/libopenblas.so.0 ino=150788
lookup /lib/x86_64-linux-gnu/libcolamd.so.2 ino=582241
lookup /lib/x86_64-linux-gnu/libccolamd.so.2 ino=582239
lookup /lib/x86_64-linux-gnu/libcamd.so.2 ino=582237
lookup /lib/x86_64-linux-gnu/libmetis.so.5 ino=582243
lookup /lib/x86_64-linux-gnu/liblapack.so.3 ino=150787
lookup /lib/x86_64-linux-gnu/libgfortran.so.5 ino=582105
lookup /lib/x86_64-linux-gnu/libquadmath.so.0 ino=579910
lookup /usr/share/locale/C.UTF-8/LC_MESSAGES/libc.mo
lookup /usr/share/locale/C.utf8/LC_MESSAGES/libc.mo
lookup /usr/share/locale/C/LC_MESSAGES/libc.mo
lookup /lib/x86_64-linux-gnu/libavcodec.so.59 ino=582180
lookup /lib/x86_64-linux-gnu/libavformat.so.59 ino=582211
lookup /lib/x86_64-linux-gnu/libavutil.so.57 ino=582140
lookup /lib/x86_64-linux-gnu/libswscale.so.6 ino=582231
lookup /lib/x86_64-linux-gnu/libswresample.so.4 ino=582163
lookup /lib/x86_64-linux-gnu/libvpx.so.7 ino=582031
lookup /lib/x86_64-linux-gnu/libwebpmux.so.3 ino=581726
lookup /lib/x86_64-linux-gnu/libwebp.so.7 ino=580030
lookup /lib/x86_64-linux-gnu/liblzma.so.5 ino=579761
lookup /lib/x86_64-linux-gnu/libdav1d.so.6 ino=579494
lookup /lib/x86_64-linux-gnu/librsvg-2.so.2 ino=579921
lookup /lib/x86_64-linux-gnu/libzvbi.so.0 ino=582177
lookup /lib/x86_64-linux-gnu/libsnappy.so.1 ino=582157
lookup /lib/x86_64-linux-gnu/libaom.so.3 ino=579383
lookup /lib/x86_64-linux-gnu/libcodec2.so.1.0 ino=582142
lookup /lib/x86_64-linux-gnu/libgsm.so.1 ino=582143
lookup /lib/x86_64-linux-gnu/libjxl.so.0.7 ino=582151
lookup /lib/x86_64-linux-gnu/libjxl_threads.so.0.7 ino=582152
lookup /lib/x86_64-linux-gnu/libmp3lame.so.0 ino=581987
lookup /lib/x86_64-linux-gnu/libopenjp2.so.7 ino=581722
lookup /lib/x86_64-linux-gnu/libopus.so.0 ino=581983
lookup /lib/x86_64-linux-gnu/librav1e.so.0 ino=579912
lookup /lib/x86_64-linux-gnu/libshine.so.3 ino=582155
lookup /lib/x86_64-linux-gnu/libspeex.so.1 ino=582159
lookup /lib/x86_64-linux-gnu/libSvtAv1Enc.so.1 ino=579179
lookup /lib/x86_64-linux-gnu/libtheoraenc.so.1 ino=582167
lookup /lib/x86_64-linux-gnu/libtheoradec.so.1 ino=582166
lookup /lib/x86_64-linux-gnu/libtwolame.so.0 ino=582171
lookup /lib/x86_64-linux-gnu/libvorbis.so.0 ino=581991
lookup /lib/x86_64-linux-gnu/libvorbisenc.so.2 ino=581993
lookup /lib/x86_64-linux-gnu/libx264.so.164 ino=582173
lookup /lib/x86_64-linux-gnu/libx265.so.199 ino=580031
lookup /lib/x86_64-linux-gnu/libxvidcore.so.4 ino=582174
lookup /lib/x86_64-linux-gnu/libva.so.2 ino=582124
lookup /lib/x86_64-linux-gnu/libmfx.so.1 ino=582127
lookup /lib/x86_64-linux-gnu/libxml2.so.2 ino=580075
lookup /lib/x86_64-linux-gnu/libbz2.so.1.0 ino=579446
lookup /lib/x86_64-linux-gnu/libgme.so.0 ino=582188
lookup /lib/x86_64-linux-gnu/libopenmpt.so.0 ino=582192
lookup /lib/x86_64-linux-gnu/libchromaprint.so.1 ino=582186
lookup /lib/x86_64-linux-gnu/libbluray.so.2 ino=582184
lookup /lib/x86_64-linux-gnu/libgnutls.so.30 ino=579640
lookup /lib/x86_64-linux-gnu/librabbitmq.so.4 ino=582194
lookup /lib/x86_64-linux-gnu/librist.so.4 ino=582200
lookup /lib/x86_64-linux-gnu/libsrt-gnutls.so.1.5 ino=582202
lookup /lib/x86_64-linux-gnu/libssh-gcrypt.so.4 ino=582204
lookup /lib/x86_64-linux-gnu/libzmq.so.5 ino=582209
lookup /lib/x86_64-linux-gnu/libva-drm.so.2 ino=582132
lookup /lib/x86_64-linux-gnu/libva-x11.so.2 ino=582134
lookup /lib/x86_64-linux-gnu/libvdpau.so.1 ino=582136
lookup /lib/x86_64-linux-gnu/libdrm.so.2 ino=579511
lookup /lib/x86_64-linux-gnu/libOpenCL.so.1 ino=582138
lookup /lib/x86_64-linux-gnu/libsoxr.so.0 ino=582161
lookup /lib/x86_64-linux-gnu/libcairo-gobject.so.2 ino=579454
lookup /lib/x86_64-linux-gnu/libhwy.so.1 ino=582145
lookup /lib/x86_64-linux-gnu/libbrotlienc.so.1 ino=582093
lookup /lib/x86_64-linux-gnu/libogg.so.0 ino=581973
lookup /lib/x86_64-linux-gnu/libnuma.so.1 ino=579830
lookup /lib/x86_64-linux-gnu/libpthread.so.0 ino=579903
lookup /lib/x86_64-linux-gnu/libicuuc.so.72 ino=579712
lookup /lib/x86_64-linux-gnu/libmpg123.so.0 ino=581989
lookup /lib/x86_64-linux-gnu/libvorbisfile.so.3 ino=582190
lookup /lib/x86_64-linux-gnu/libudfread.so.0 ino=582182
lookup /lib/x86_64-linux-gnu/libp11-kit.so.0 ino=579840
lookup /lib/x86_64-linux-gnu/libidn2.so.0 ino=579716
lookup /lib/x86_64-linux-gnu/libunistring.so.2 ino=580008
lookup /lib/x86_64-linux-gnu/libtasn1.so.6 ino=579964
lookup /lib/x86_64-linux-gnu/libnettle.so.8 ino=579806
lookup /lib/x86_64-linux-gnu/libhogweed.so.6 ino=579688
lookup /lib/x86_64-linux-gnu/libgmp.so.10 ino=579624
lookup /lib/x86_64-linux-gnu/libssl.so.3 ino=579955
lookup /lib/x86_64-linux-gnu/libcrypto.so.3 ino=579473
lookup /lib/x86_64-linux-gnu/libmbedcrypto.so.7 ino=582198
lookup /lib/x86_64-linux-gnu/libcjson.so.1 ino=582196
lookup /lib/x86_64-linux-gnu/libgcrypt.so.20 ino=579592
lookup /lib/x86_64-linux-gnu/libgpg-error.so.0 ino=579652
lookup /lib/x86_64-linux-gnu/libgssapi_krb5.so.2 ino=579660
lookup /lib/x86_64-linux-gnu/libsodium.so.23 ino=579942
lookup /lib/x86_64-linux-gnu/libpgm-5.3.so.0 ino=582207
lookup /lib/x86_64-linux-gnu/libnorm.so.1 ino=582206
lookup /lib/x86_64-linux-gnu/libXfixes.so.3 ino=579212
lookup /lib/x86_64-linux-gnu/libX11-xcb.so.1 ino=579181
lookup /lib/x86_64-linux-gnu/libxcb-dri3.so.0 ino=580037
lookup /lib/x86_64-linux-gnu/libicudata.so.72 ino=579692
lookup /lib/x86_64-linux-gnu/libkrb5.so.3 ino=579743
lookup /lib/x86_64-linux-gnu/libk5crypto.so.3 ino=579737
lookup /lib/x86_64-linux-gnu/libcom_err.so.2 ino=581635
lookup /lib/x86_64-linux-gnu/libkrb5support.so.0 ino=579745
lookup /lib/x86_64-linux-gnu/libkeyutils.so.1 ino=579739
lookup /lib/x86_64-linux-gnu/libresolv.so.2 ino=579919
lookup /etc/gcrypt/fips_enabled
lookup /etc/gcrypt/hwf.deny
lookup /etc/gnutls/config
lookup /lib/x86_64-linux-gnu/libOpenEXR-3_1.so.30 ino=582219
lookup /lib/x86_64-linux-gnu/libImath-3_1.so.29 ino=582215
lookup /lib/x86_64-linux-gnu/libIlmThread-3_1.so.30 ino=582218
lookup /lib/x86_64-linux-gnu/libIex-3_1.so.30 ino=582217
lookup /lib/x86_64-linux-gnu/libtiff.so.6 ino=579983
lookup /lib/x86_64-linux-gnu/libzstd.so.1 ino=580125
lookup /lib/x86_64-linux-gnu/libLerc.so.4 ino=579170
lookup /lib/x86_64-linux-gnu/libjbig.so.0 ino=579727
lookup /lib/x86_64-linux-gnu/libdeflate.so.0 ino=579506
lookup /lib/x86_64-linux-gnu/libpoppler-glib.so.8 ino=582081
lookup /lib/x86_64-linux-gnu/libpoppler.so.126 ino=582079
lookup /lib/x86_64-linux-gnu/libnss3.so ino=579818
lookup /lib/x86_64-linux-gnu/libsmime3.so ino=579940
lookup /lib/x86_64-linux-gnu/libplc4.so ino=579879
lookup /lib/x86_64-linux-gnu/libnspr4.so ino=579817
lookup /lib/x86_64-linux-gnu/libnssutil3.so ino=579828
lookup /lib/x86_64-linux-gnu/libplds4.so ino=579881
lookup /lib/x86_64-linux-gnu/libgegl-npd-0.4.so ino=582250
lookup /lib/x86_64-linux-gnu/libgegl-sc-0.4.so ino=582251
lookup /lib/x86_64-linux-gnu/libraw.so.20 ino=582227
lookup /usr/lib/x86_64-linux-gnu/gio/modules/libgiognutls.so ino=578963
lookup /usr/lib/x86_64-linux-gnu/gio/modules/libgiolibproxy.so ino=578964
lookup /usr/lib/x86_64-linux-gnu/gio/modules/libdconfsettings.so ino=578961
lookup /usr/lib/x86_64-linux-gnu/gio/modules/libgiognomeproxy.so ino=578962
lookup /.flatpak-info
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/gimprc
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/. ino=393218
lookup /work/main ino=5308427
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10 ino=393243
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.1
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.8
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.6
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.4
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.2
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.0
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.gimp-2.1
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.gimp-2.8
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.gimp-2.6
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.gimp-2.4
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.gimp-2.2
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.gimp-2.0
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config ino=393241
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP ino=393242
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/menurc ino=393244
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/brushes ino=393245
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/dynamics ino=393246
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/fonts ino=393247
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/gradients ino=393248
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/palettes ino=393249
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/patterns ino=393251
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/tool-presets ino=393253
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/plug-ins ino=393255
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/modules ino=393256
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/interpreters ino=393257
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/environ ino=393258
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/scripts ino=393259
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/templates ino=393260
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/themes ino=393261
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/icons ino=393262
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/tmp ino=393263
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/curves ino=393264
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/levels ino=393265
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/filters ino=393266
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/fractalexplorer ino=393267
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/gfig ino=393268
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/gflare ino=393269
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/gimpressionist ino=393270
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/unitrc ino=393282
lookup /usr/share/locale/C.UTF-8/LC_MESSAGES/gegl-0.4.mo
lookup /usr/share/locale/C.utf8/LC_MESSAGES/gegl-0.4.mo
lookup /usr/share/locale/C/LC_MESSAGES/gegl-0.4.mo
lookup /usr/share/locale/C.UTF-8/LC_MESSAGES/gimp20-libgimp.mo
lookup /usr/share/locale/C.utf8/LC_MESSAGES/gimp20-libgimp.mo
lookup /usr/share/locale/C/LC_MESSAGES/gimp20-libgimp.mo
lookup /usr/local/sbin/dot
lookup /usr/local/bin/dot
lookup /usr/sbin/dot
lookup /usr/bin/dot ino=170881
lookup /usr/local/sbin/convert
lookup /usr/local/bin/convert ino=153979
lookup /tmp/preload-scratch.xxr9pG/tmp/gimp/2.10 ino=393275
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.cache/gimp/2.10 ino=393277
lookup /usr/lib/gimp/2.0/interpreters/.hidden
lookup /usr/lib/gimp/2.0/environ/.hidden
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/parasiterc ino=393281
lookup /usr/share/gimp/2.0/brushes/Basic ino=304029
lookup /usr/share/gimp/2.0/brushes/.hidden
lookup /usr/share/gimp/2.0/brushes/Basic/.hidden
lookup /usr/share/gimp/2.0/brushes/Fun ino=304040
lookup /usr/share/gimp/2.0/brushes/Fun/.hidden
lookup /usr/share/gimp/2.0/brushes/Legacy ino=304044
lookup /usr/share/gimp/2.0/brushes/Legacy/.hidden
lookup /usr/share/gimp/2.0/brushes/Media ino=304048
lookup /usr/share/gimp/2.0/brushes/Media/.hidden
lookup /usr/share/gimp/2.0/brushes/Sketch ino=304060
lookup /usr/share/gimp/2.0/brushes/Sketch/.hidden
lookup /usr/share/gimp/2.0/brushes/Splatters ino=304071
lookup /usr/share/gimp/2.0/brushes/Splatters/.hidden
lookup /usr/share/gimp/2.0/brushes/Texture ino=304078
lookup /usr/share/gimp/2.0/brushes/Texture/.hidden
lookup /usr/share/gimp/2.0/brushes/gimp-obsolete-files ino=304092
lookup /usr/share/gimp/2.0/brushes/gimp-obsolete-files/.hidden
lookup /usr/share/gimp/2.0/dynamics/Basic ino=304138
lookup /usr/share/gimp/2.0/dynamics/.hidden
lookup /usr/share/gimp/2.0/dynamics/Basic/.hidden
lookup /usr/share/gimp/2.0/dynamics/FX ino=304150
lookup /usr/share/gimp/2.0/dynamics/FX/.hidden
lookup /usr/share/gimp/2.0/patterns/Animal ino=307595
lookup /usr/share/gimp/2.0/patterns/.hidden
lookup /usr/share/gimp/2.0/patterns/Animal/.hidden
lookup /usr/share/gimp/2.0/patterns/Fabric ino=307598
lookup /usr/share/gimp/2.0/patterns/Fabric/.hidden
lookup /usr/share/gimp/2.0/patterns/Food ino=307600
lookup /usr/share/gimp/2.0/patterns/Food/.hidden
lookup /usr/share/gimp/2.0/patterns/Legacy ino=307603
lookup /usr/share/gimp/2.0/patterns/Legacy/.hidden
lookup /usr/share/gimp/2.0/patterns/Paper ino=307619
lookup /usr/share/gimp/2.0/patterns/Paper/.hidden
lookup /usr/share/gimp/2.0/patterns/Plant ino=307622
lookup /usr/share/gimp/2.0/patterns/Plant/.hidden
lookup /usr/share/gimp/2.0/patterns/Sky ino=307624
lookup /usr/share/gimp/2.0/patterns/Sky/.hidden
lookup /usr/share/gimp/2.0/patterns/Stone ino=307628
lookup /usr/share/gimp/2.0/patterns/Stone/.hidden
lookup /usr/share/gimp/2.0/patterns/Water ino=307644
lookup /usr/share/gimp/2.0/patterns/Water/.hidden
lookup /usr/share/gimp/2.0/patterns/Wood ino=307649
lookup /usr/share/gimp/2.0/patterns/Wood/.hidden
lookup /usr/share/gimp/2.0/palettes/.hidden
lookup /usr/share/gimp/2.0/gradients/.hidden
lookup /usr/share/gimp/2.0/gradients/gimp-obsolete-files ino=304385
lookup /usr/share/gimp/2.0/gradients/gimp-obsolete-files/.hidden
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/colorrc ino=393271
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
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/fontconfig/conf.d
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/fontconfig/fonts.conf
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.fonts.conf.d
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.fonts.conf
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
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/fonts.conf
lookup /etc/gimp/2.0/fonts.conf
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.local/share/fonts
lookup /usr/local/share/fonts ino=170697
lookup /var/cache/fontconfig//4c599c202bc5c08e2d34565a40eac3b2-le64.cache-8 ino=391521
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.cache/fontconfig//4c599c202bc5c08e2d34565a40eac3b2-le64.cache-8
lookup /usr/local/share/fonts/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.fontconfig//4c599c202bc5c08e2d34565a40eac3b2-le64.cache-8
lookup /usr/share/fonts ino=183519
lookup /var/cache/fontconfig//3830d5c3ddfd5cd38a049b759396e72e-le64.cache-8 ino=391504
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.cache/fontconfig//3830d5c3ddfd5cd38a049b759396e72e-le64.cache-8
lookup /usr/share/fonts/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.fontconfig//3830d5c3ddfd5cd38a049b759396e72e-le64.cache-8
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.fonts
lookup /usr/share/fonts/X11 ino=183569
lookup /var/cache/fontconfig//c855463f699352c367813e37f3f70ea7-le64.cache-8 ino=391505
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.cache/fontconfig//c855463f699352c367813e37f3f70ea7-le64.cache-8
lookup /usr/share/fonts/X11/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.fontconfig//c855463f699352c367813e37f3f70ea7-le64.cache-8
lookup /usr/share/fonts/cMap ino=183559
lookup /var/cache/fontconfig//32b6488e5b8292a2e95c79d947e009e8-le64.cache-8 ino=391506
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.cache/fontconfig//32b6488e5b8292a2e95c79d947e009e8-le64.cache-8
lookup /usr/share/fonts/cMap/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.fontconfig//32b6488e5b8292a2e95c79d947e009e8-le64.cache-8
lookup /usr/share/fonts/cmap ino=183561
lookup /var/cache/fontconfig//57e423e26b20ab21d0f2f29c145174c3-le64.cache-8 ino=391507
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.cache/fontconfig//57e423e26b20ab21d0f2f29c145174c3-le64.cache-8
lookup /usr/share/fonts/cmap/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.fontconfig//57e423e26b20ab21d0f2f29c145174c3-le64.cache-8
lookup /usr/share/fonts/opentype ino=183681
lookup /var/cache/fontconfig//573ec803664ed168555e0e8b6d0f0c7f-le64.cache-8 ino=391508
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.cache/fontconfig//573ec803664ed168555e0e8b6d0f0c7f-le64.cache-8
lookup /usr/share/fonts/opentype/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.fontconfig//573ec803664ed168555e0e8b6d0f0c7f-le64.cache-8
lookup /usr/share/fonts/truetype ino=183520
lookup /var/cache/fontconfig//7ef2298fde41cc6eeb7af42e48b7d293-le64.cache-8 ino=391500
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.cache/fontconfig//7ef2298fde41cc6eeb7af42e48b7d293-le64.cache-8
lookup /usr/share/fonts/truetype/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.fontconfig//7ef2298fde41cc6eeb7af42e48b7d293-le64.cache-8
lookup /usr/share/fonts/type1 ino=183718
lookup /var/cache/fontconfig//d82eb4fd963d448e2fcb7d7b793b5df3-le64.cache-8 ino=391509
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.cache/fontconfig//d82eb4fd963d448e2fcb7d7b793b5df3-le64.cache-8
lookup /usr/share/fonts/type1/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.fontconfig//d82eb4fd963d448e2fcb7d7b793b5df3-le64.cache-8
lookup /usr/share/fonts/X11/Type1 ino=183641
lookup /var/cache/fontconfig//e13b20fdb08344e0e664864cc2ede53d-le64.cache-8 ino=391510
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.cache/fontconfig//e13b20fdb08344e0e664864cc2ede53d-le64.cache-8
lookup /usr/share/fonts/X11/Type1/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.fontconfig//e13b20fdb08344e0e664864cc2ede53d-le64.cache-8
lookup /usr/share/fonts/X11/encodings ino=183570
lookup /var/cache/fontconfig//707971e003b4ae6c8121c3a920e507f5-le64.cache-8 ino=391511
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.cache/fontconfig//707971e003b4ae6c8121c3a920e507f5-le64.cache-8
lookup /usr/share/fonts/X11/encodings/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.fontconfig//707971e003b4ae6c8121c3a920e507f5-le64.cache-8
lookup /usr/share/fonts/X11/util ino=183623
lookup /var/cache/fontconfig//fe547fea3a41b43a38975d292a2b19c7-le64.cache-8 ino=391512
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.cache/fontconfig//fe547fea3a41b43a38975d292a2b19c7-le64.cache-8
lookup /usr/share/fonts/X11/util/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.fontconfig//fe547fea3a41b43a38975d292a2b19c7-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-cns1 ino=303749
lookup /var/cache/fontconfig//f1f2465696798768e9653f19e17ccdc8-le64.cache-8 ino=391513
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.cache/fontconfig//f1f2465696798768e9653f19e17ccdc8-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-cns1/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.fontconfig//f1f2465696798768e9653f19e17ccdc8-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-gb1 ino=303805
lookup /var/cache/fontconfig//95530828ff6c81d309f8258d8d02a23e-le64.cache-8 ino=391514
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.cache/fontconfig//95530828ff6c81d309f8258d8d02a23e-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-gb1/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.fontconfig//95530828ff6c81d309f8258d8d02a23e-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-japan1 ino=303849
lookup /var/cache/fontconfig//d3e5c4ee2ceb1fc347f91d4cefc53bc0-le64.cache-8 ino=391515
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.cache/fontconfig//d3e5c4ee2ceb1fc347f91d4cefc53bc0-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-japan1/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.fontconfig//d3e5c4ee2ceb1fc347f91d4cefc53bc0-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-japan2 ino=303942
lookup /var/cache/fontconfig//e52a45a1c8c8fe895fc0fc8c4e6999b8-le64.cache-8 ino=391516
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.cache/fontconfig//e52a45a1c8c8fe895fc0fc8c4e6999b8-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-japan2/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.fontconfig//e52a45a1c8c8fe895fc0fc8c4e6999b8-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-korea1 ino=303959
lookup /var/cache/fontconfig//188ac73a183f12857f63bb60a4a6d603-le64.cache-8 ino=391517
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.cache/fontconfig//188ac73a183f12857f63bb60a4a6d603-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-korea1/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.fontconfig//188ac73a183f12857f63bb60a4a6d603-le64.cache-8
lookup /usr/share/fonts/opentype/urw-base35 ino=183682
lookup /var/cache/fontconfig//6cc790b63b123a6a96ee260fcdad32a9-le64.cache-8 ino=391518
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.cache/fontconfig//6cc790b63b123a6a96ee260fcdad32a9-le64.cache-8
lookup /usr/share/fonts/opentype/urw-base35/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.fontconfig//6cc790b63b123a6a96ee260fcdad32a9-le64.cache-8
lookup /usr/share/fonts/truetype/dejavu ino=183521
lookup /var/cache/fontconfig//d589a48862398ed80a3d6066f4f56f4c-le64.cache-8 ino=391497
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.cache/fontconfig//d589a48862398ed80a3d6066f4f56f4c-le64.cache-8
lookup /usr/share/fonts/truetype/dejavu/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.fontconfig//d589a48862398ed80a3d6066f4f56f4c-le64.cache-8
lookup /usr/share/fonts/truetype/libreoffice ino=183544
lookup /var/cache/fontconfig//da43223dd54fb3bb4243ae19d4b583b2-le64.cache-8 ino=391499
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.cache/fontconfig//da43223dd54fb3bb4243ae19d4b583b2-le64.cache-8
lookup /usr/share/fonts/truetype/libreoffice/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.fontconfig//da43223dd54fb3bb4243ae19d4b583b2-le64.cache-8
lookup /usr/share/fonts/truetype/lyx ino=183546
lookup /var/cache/fontconfig//c57959a16110560c8d0fcea73374aeeb-le64.cache-8 ino=391498
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.cache/fontconfig//c57959a16110560c8d0fcea73374aeeb-le64.cache-8
lookup /usr/share/fonts/truetype/lyx/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.fontconfig//c57959a16110560c8d0fcea73374aeeb-le64.cache-8
lookup /usr/share/fonts/type1/urw-base35 ino=183719
lookup /var/cache/fontconfig//a4e60e8d1e10d2fdff3fe3037a1845fb-le64.cache-8 ino=391519
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.cache/fontconfig//a4e60e8d1e10d2fdff3fe3037a1845fb-le64.cache-8
lookup /usr/share/fonts/type1/urw-base35/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.fontconfig//a4e60e8d1e10d2fdff3fe3037a1845fb-le64.cache-8
lookup /usr/share/fonts/X11/encodings/large ino=183587
lookup /var/cache/fontconfig//6333f38776742d18e214673cd2c24e34-le64.cache-8 ino=391520
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.cache/fontconfig//6333f38776742d18e214673cd2c24e34-le64.cache-8
lookup /usr/share/fonts/X11/encodings/large/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.fontconfig//6333f38776742d18e214673cd2c24e34-le64.cache-8
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/templaterc ino=393280
lookup /usr/lib/gimp/2.0/plug-ins/align-layers ino=151265
lookup /usr/lib/gimp/2.0/plug-ins/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/align-layers/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/animation-optimize ino=151267
lookup /usr/lib/gimp/2.0/plug-ins/animation-optimize/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/animation-play ino=151269
lookup /usr/lib/gimp/2.0/plug-ins/animation-play/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/blinds ino=151271
lookup /usr/lib/gimp/2.0/plug-ins/blinds/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/blur ino=151273
lookup /usr/lib/gimp/2.0/plug-ins/blur/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/border-average ino=151275
lookup /usr/lib/gimp/2.0/plug-ins/border-average/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/busy-dialog ino=151277
lookup /usr/lib/gimp/2.0/plug-ins/busy-dialog/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/cartoon ino=151279
lookup /usr/lib/gimp/2.0/plug-ins/cartoon/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/checkerboard ino=151281
lookup /usr/lib/gimp/2.0/plug-ins/checkerboard/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/cml-explorer ino=151283
lookup /usr/lib/gimp/2.0/plug-ins/cml-explorer/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/color-cube-analyze ino=151285
lookup /usr/lib/gimp/2.0/plug-ins/color-cube-analyze/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/color-enhance ino=151287
lookup /usr/lib/gimp/2.0/plug-ins/color-enhance/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/colorify ino=151289
lookup /usr/lib/gimp/2.0/plug-ins/colorify/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/colormap-remap ino=151291
lookup /usr/lib/gimp/2.0/plug-ins/colormap-remap/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/compose ino=151293
lookup /usr/lib/gimp/2.0/plug-ins/compose/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/contrast-retinex ino=151295
lookup /usr/lib/gimp/2.0/plug-ins/contrast-retinex/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/crop-zealous ino=151297
lookup /usr/lib/gimp/2.0/plug-ins/crop-zealous/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/curve-bend ino=151299
lookup /usr/lib/gimp/2.0/plug-ins/curve-bend/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/decompose ino=151301
lookup /usr/lib/gimp/2.0/plug-ins/decompose/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/depth-merge ino=151303
lookup /usr/lib/gimp/2.0/plug-ins/depth-merge/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/despeckle ino=151305
lookup /usr/lib/gimp/2.0/plug-ins/despeckle/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/destripe ino=151307
lookup /usr/lib/gimp/2.0/plug-ins/destripe/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/edge-dog ino=151309
lookup /usr/lib/gimp/2.0/plug-ins/edge-dog/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/emboss ino=151311
lookup /usr/lib/gimp/2.0/plug-ins/emboss/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-aa ino=151313
lookup /usr/lib/gimp/2.0/plug-ins/file-aa/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-bmp ino=151315
lookup /usr/lib/gimp/2.0/plug-ins/file-bmp/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-cel ino=151317
lookup /usr/lib/gimp/2.0/plug-ins/file-cel/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-compressor ino=151319
lookup /usr/lib/gimp/2.0/plug-ins/file-compressor/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-csource ino=151321
lookup /usr/lib/gimp/2.0/plug-ins/file-csource/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-darktable ino=151323
lookup /usr/lib/gimp/2.0/plug-ins/file-darktable/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-dds ino=151325
lookup /usr/lib/gimp/2.0/plug-ins/file-dds/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-desktop-link ino=151327
lookup /usr/lib/gimp/2.0/plug-ins/file-desktop-link/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-dicom ino=151329
lookup /usr/lib/gimp/2.0/plug-ins/file-dicom/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-exr ino=151331
lookup /usr/lib/gimp/2.0/plug-ins/file-exr/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-faxg3 ino=151333
lookup /usr/lib/gimp/2.0/plug-ins/file-faxg3/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-fits ino=151335
lookup /usr/lib/gimp/2.0/plug-ins/file-fits/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-fli ino=151337
lookup /usr/lib/gimp/2.0/plug-ins/file-fli/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-gbr ino=151339
lookup /usr/lib/gimp/2.0/plug-ins/file-gbr/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-gegl ino=151341
lookup /usr/lib/gimp/2.0/plug-ins/file-gegl/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-gif-load ino=151343
lookup /usr/lib/gimp/2.0/plug-ins/file-gif-load/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-gif-save ino=151345
lookup /usr/lib/gimp/2.0/plug-ins/file-gif-save/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-gih ino=151347
lookup /usr/lib/gimp/2.0/plug-ins/file-gih/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-glob ino=151349
lookup /usr/lib/gimp/2.0/plug-ins/file-glob/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-header ino=151351
lookup /usr/lib/gimp/2.0/plug-ins/file-header/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-heif ino=151353
lookup /usr/lib/gimp/2.0/plug-ins/file-heif/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-html-table ino=151355
lookup /usr/lib/gimp/2.0/plug-ins/file-html-table/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-ico ino=151357
lookup /usr/lib/gimp/2.0/plug-ins/file-ico/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-jp2-load ino=151359
lookup /usr/lib/gimp/2.0/plug-ins/file-jp2-load/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-jpeg ino=151361
lookup /usr/lib/gimp/2.0/plug-ins/file-jpeg/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-jpegxl ino=151363
lookup /usr/lib/gimp/2.0/plug-ins/file-jpegxl/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-mng ino=151365
lookup /usr/lib/gimp/2.0/plug-ins/file-mng/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-pat ino=151367
lookup /usr/lib/gimp/2.0/plug-ins/file-pat/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-pcx ino=151369
lookup /usr/lib/gimp/2.0/plug-ins/file-pcx/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-pdf-load ino=151371
lookup /usr/lib/gimp/2.0/plug-ins/file-pdf-load/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-pdf-save ino=151373
lookup /usr/lib/gimp/2.0/plug-ins/file-pdf-save/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-pix ino=151375
lookup /usr/lib/gimp/2.0/plug-ins/file-pix/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-png ino=151377
lookup /usr/lib/gimp/2.0/plug-ins/file-png/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-pnm ino=151379
lookup /usr/lib/gimp/2.0/plug-ins/file-pnm/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-ps ino=151381
lookup /usr/lib/gimp/2.0/plug-ins/file-ps/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-psd ino=151383
lookup /usr/lib/gimp/2.0/plug-ins/file-psd/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-psp ino=151385
lookup /usr/lib/gimp/2.0/plug-ins/file-psp/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-raw-data ino=151387
lookup /usr/lib/gimp/2.0/plug-ins/file-raw-data/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-raw-placeholder ino=151389
lookup /usr/lib/gimp/2.0/plug-ins/file-raw-placeholder/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-rawtherapee ino=151391
lookup /usr/lib/gimp/2.0/plug-ins/file-rawtherapee/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-sgi ino=151393
lookup /usr/lib/gimp/2.0/plug-ins/file-sgi/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-sunras ino=151395
lookup /usr/lib/gimp/2.0/plug-ins/file-sunras/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-svg ino=151397
lookup /usr/lib/gimp/2.0/plug-ins/file-svg/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-tga ino=151399
lookup /usr/lib/gimp/2.0/plug-ins/file-tga/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-tiff ino=151401
lookup /usr/lib/gimp/2.0/plug-ins/file-tiff/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-webp ino=151403
lookup /usr/lib/gimp/2.0/plug-ins/file-webp/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-wmf ino=151405
lookup /usr/lib/gimp/2.0/plug-ins/file-wmf/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-xbm ino=151407
lookup /usr/lib/gimp/2.0/plug-ins/file-xbm/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-xmc ino=151409
lookup /usr/lib/gimp/2.0/plug-ins/file-xmc/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-xpm ino=151411
lookup /usr/lib/gimp/2.0/plug-ins/file-xpm/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/file-xwd ino=151413
lookup /usr/lib/gimp/2.0/plug-ins/file-xwd/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/film ino=151415
lookup /usr/lib/gimp/2.0/plug-ins/film/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/filter-pack ino=151417
lookup /usr/lib/gimp/2.0/plug-ins/filter-pack/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/flame ino=151419
lookup /usr/lib/gimp/2.0/plug-ins/flame/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/fractal-explorer ino=151421
lookup /usr/lib/gimp/2.0/plug-ins/fractal-explorer/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/fractal-trace ino=151423
lookup /usr/lib/gimp/2.0/plug-ins/fractal-trace/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/gfig ino=151425
lookup /usr/lib/gimp/2.0/plug-ins/gfig/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/gimpressionist ino=151427
lookup /usr/lib/gimp/2.0/plug-ins/gimpressionist/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/goat-exercise ino=151429
lookup /usr/lib/gimp/2.0/plug-ins/goat-exercise/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/gradient-flare ino=151431
lookup /usr/lib/gimp/2.0/plug-ins/gradient-flare/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/gradient-map ino=151433
lookup /usr/lib/gimp/2.0/plug-ins/gradient-map/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/grid ino=151435
lookup /usr/lib/gimp/2.0/plug-ins/grid/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/guillotine ino=151437
lookup /usr/lib/gimp/2.0/plug-ins/guillotine/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/help ino=151439
lookup /usr/lib/gimp/2.0/plug-ins/help/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/hot ino=151441
lookup /usr/lib/gimp/2.0/plug-ins/hot/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/ifs-compose ino=151443
lookup /usr/lib/gimp/2.0/plug-ins/ifs-compose/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/imagemap ino=151445
lookup /usr/lib/gimp/2.0/plug-ins/imagemap/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/jigsaw ino=151447
lookup /usr/lib/gimp/2.0/plug-ins/jigsaw/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/lighting ino=151449
lookup /usr/lib/gimp/2.0/plug-ins/lighting/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/mail ino=151451
lookup /usr/lib/gimp/2.0/plug-ins/mail/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/map-object ino=151453
lookup /usr/lib/gimp/2.0/plug-ins/map-object/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/max-rgb ino=151455
lookup /usr/lib/gimp/2.0/plug-ins/max-rgb/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/metadata-editor ino=151457
lookup /usr/lib/gimp/2.0/plug-ins/metadata-editor/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/metadata-viewer ino=151459
lookup /usr/lib/gimp/2.0/plug-ins/metadata-viewer/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/nl-filter ino=151461
lookup /usr/lib/gimp/2.0/plug-ins/nl-filter/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/pagecurl ino=151463
lookup /usr/lib/gimp/2.0/plug-ins/pagecurl/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/photocopy ino=151465
lookup /usr/lib/gimp/2.0/plug-ins/photocopy/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/plugin-browser ino=151467
lookup /usr/lib/gimp/2.0/plug-ins/plugin-browser/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/print ino=151469
lookup /usr/lib/gimp/2.0/plug-ins/print/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/procedure-browser ino=151471
lookup /usr/lib/gimp/2.0/plug-ins/procedure-browser/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/qbist ino=151473
lookup /usr/lib/gimp/2.0/plug-ins/qbist/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/sample-colorize ino=151475
lookup /usr/lib/gimp/2.0/plug-ins/sample-colorize/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/screenshot ino=151477
lookup /usr/lib/gimp/2.0/plug-ins/screenshot/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/script-fu ino=151479
lookup /usr/lib/gimp/2.0/plug-ins/script-fu/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/selection-to-path ino=151481
lookup /usr/lib/gimp/2.0/plug-ins/selection-to-path/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/sharpen ino=151483
lookup /usr/lib/gimp/2.0/plug-ins/sharpen/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/smooth-palette ino=151485
lookup /usr/lib/gimp/2.0/plug-ins/smooth-palette/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/softglow ino=151487
lookup /usr/lib/gimp/2.0/plug-ins/softglow/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/sparkle ino=151489
lookup /usr/lib/gimp/2.0/plug-ins/sparkle/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/sphere-designer ino=151491
lookup /usr/lib/gimp/2.0/plug-ins/sphere-designer/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/tile ino=151493
lookup /usr/lib/gimp/2.0/plug-ins/tile/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/tile-small ino=151495
lookup /usr/lib/gimp/2.0/plug-ins/tile-small/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/unit-editor ino=151497
lookup /usr/lib/gimp/2.0/plug-ins/unit-editor/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/van-gogh-lic ino=151499
lookup /usr/lib/gimp/2.0/plug-ins/van-gogh-lic/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/warp ino=151501
lookup /usr/lib/gimp/2.0/plug-ins/warp/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/wavelet-decompose ino=151503
lookup /usr/lib/gimp/2.0/plug-ins/wavelet-decompose/.hidden
lookup /usr/lib/gimp/2.0/plug-ins/web-browser ino=151505
lookup /usr/lib/gimp/2.0/plug-ins/web-browser/.hidden
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/pluginrc ino=393278
lookup /lib/x86_64-linux-gnu/libgimpui-2.0.so.0 ino=582264
lookup /lib/x86_64-linux-gnu/libgimp-2.0.so.0 ino=582257
lookup /lib/x86_64-linux-gnu/libgtk-x11-2.0.so.0 ino=579674
lookup /lib/x86_64-linux-gnu/libgdk-x11-2.0.so.0 ino=579600
lookup /lib/x86_64-linux-gnu/libgimpwidgets-2.0.so.0 ino=582265
lookup /lib/x86_64-linux-gnu/libatk-1.0.so.0 ino=579400
lookup /lib/x86_64-linux-gnu/libXinerama.so.1 ino=579220
lookup /lib/x86_64-linux-gnu/libXi.so.6 ino=579218
lookup /lib/x86_64-linux-gnu/libXrandr.so.2 ino=579228
lookup /lib/x86_64-linux-gnu/libXcursor.so.1 ino=579198
lookup /lib/x86_64-linux-gnu/libXcomposite.so.1 ino=579196
lookup /lib/x86_64-linux-gnu/libXdamage.so.1 ino=579200
lookup /lib/x86_64-linux-gnu/libXmu.so.6 ino=579222
lookup /lib/x86_64-linux-gnu/libXt.so.6 ino=579240
lookup /lib/x86_64-linux-gnu/libSM.so.6 ino=579177
lookup /lib/x86_64-linux-gnu/libICE.so.6 ino=579164
lookup /lib/x86_64-linux-gnu/libuuid.so.1 ino=580024
lookup /usr/local/sbin/xdg-email
lookup /usr/local/bin/xdg-email
lookup /usr/sbin/xdg-email
lookup /usr/bin/xdg-email ino=521267
lookup /lib/x86_64-linux-gnu/libXpm.so.4 ino=579226
lookup /lib/x86_64-linux-gnu/libwmf-0.2.so.7 ino=582310
lookup /lib/x86_64-linux-gnu/libwmflite-0.2.so.7 ino=582308
lookup /lib/x86_64-linux-gnu/libwebpdemux.so.2 ino=581724
lookup /lib/x86_64-linux-gnu/libgs.so.10 ino=582300
lookup /lib/x86_64-linux-gnu/libcups.so.2 ino=579480
lookup /lib/x86_64-linux-gnu/libijs-0.35.so ino=582295
lookup /lib/x86_64-linux-gnu/libjbig2dec.so.0 ino=582296
lookup /lib/x86_64-linux-gnu/libidn.so.12 ino=582293
lookup /lib/x86_64-linux-gnu/libpaper.so.1 ino=582298
lookup /lib/x86_64-linux-gnu/libavahi-common.so.3 ino=579416
lookup /lib/x86_64-linux-gnu/libavahi-client.so.3 ino=579414
lookup /lib/x86_64-linux-gnu/libdbus-1.so.3 ino=579497
lookup /lib/x86_64-linux-gnu/libsystemd.so.0 ino=581629
lookup /lib/x86_64-linux-gnu/libcap.so.2 ino=579460
lookup /lib/x86_64-linux-gnu/liblz4.so.1 ino=579757
lookup /lib/x86_64-linux-gnu/libmng.so.1 ino=582304
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/glibc-hwcaps/x86-64-v4/libexpat.so.1
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/glibc-hwcaps/x86-64-v4
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/glibc-hwcaps/x86-64-v3/libexpat.so.1
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/glibc-hwcaps/x86-64-v3
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/glibc-hwcaps/x86-64-v2/libexpat.so.1
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/glibc-hwcaps/x86-64-v2
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/tls/haswell/avx512_1/x86_64/libexpat.so.1
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/tls/haswell/avx512_1/x86_64
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/tls/haswell/avx512_1/libexpat.so.1
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/tls/haswell/avx512_1
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/tls/haswell/x86_64/libexpat.so.1
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/tls/haswell/x86_64
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/tls/haswell/libexpat.so.1
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/tls/haswell
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/tls/avx512_1/x86_64/libexpat.so.1
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/tls/avx512_1/x86_64
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/tls/avx512_1/libexpat.so.1
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/tls/avx512_1
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/tls/x86_64/libexpat.so.1
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/tls/x86_64
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/tls/libexpat.so.1
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/tls
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/haswell/avx512_1/x86_64/libexpat.so.1
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/haswell/avx512_1/x86_64
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/haswell/avx512_1/libexpat.so.1
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/haswell/avx512_1
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/haswell/x86_64/libexpat.so.1
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/haswell/x86_64
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/haswell/libexpat.so.1
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/haswell
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/avx512_1/x86_64/libexpat.so.1
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/avx512_1/x86_64
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/avx512_1/libexpat.so.1
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/avx512_1
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/x86_64/libexpat.so.1
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/x86_64
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu/libexpat.so.1
lookup /lib/x86_64-linux-gnu/../lib/x86_64-linux-gnu
lookup /usr/share/locale/C.UTF-8/LC_MESSAGES/messages.mo
lookup /usr/share/locale/C.utf8/LC_MESSAGES/messages.mo
lookup /usr/share/locale/C/LC_MESSAGES/messages.mo
lookup /lib/x86_64-linux-gnu/libheif.so.1 ino=579680
lookup /lib/x86_64-linux-gnu/libde265.so.0 ino=579501
lookup /lib/x86_64-linux-gnu/libaa.so.1 ino=582291
lookup /lib/x86_64-linux-gnu/libncurses.so.6 ino=579798
lookup /lib/x86_64-linux-gnu/libtinfo.so.6 ino=579987
lookup /lib/x86_64-linux-gnu/libslang.so.2 ino=579937
lookup /lib/x86_64-linux-gnu/libgpm.so.2 ino=579653
lookup /usr/local/sbin/rawtherapee
lookup /usr/local/bin/rawtherapee
lookup /usr/sbin/rawtherapee
lookup /usr/bin/rawtherapee
lookup /sbin/rawtherapee
lookup /bin/rawtherapee
lookup /usr/share/locale/C.UTF-8/LC_MESSAGES/glib20.mo
lookup /usr/share/locale/C.utf8/LC_MESSAGES/glib20.mo
lookup /usr/share/locale/C/LC_MESSAGES/glib20.mo
lookup /usr/local/sbin/darktable
lookup /usr/local/bin/darktable
lookup /usr/sbin/darktable
lookup /usr/bin/darktable
lookup /sbin/darktable
lookup /bin/darktable
lookup /usr/share/locale/C.UTF-8/LC_MESSAGES/gimp20-std-plug-ins.mo
lookup /usr/share/locale/C.utf8/LC_MESSAGES/gimp20-std-plug-ins.mo
lookup /usr/share/locale/C/LC_MESSAGES/gimp20-std-plug-ins.mo
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/home/.config/GIMP/2.10/scripts/script-fu.init
lookup /usr/share/gimp/2.0/scripts/.hidden
lookup /usr/share/locale/C.UTF-8/LC_MESSAGES/gimp20-script-fu.mo
lookup /usr/share/locale/C.utf8/LC_MESSAGES/gimp20-script-fu.mo
lookup /usr/share/locale/C/LC_MESSAGES/gimp20-script-fu.mo
lookup /usr/share/gimp/2.0/scripts/images ino=307687
lookup /usr/share/gimp/2.0/scripts/images/beavis.jpg ino=307688
lookup /usr/share/gimp/2.0/scripts/images/.hidden
lookup /usr/share/gimp/2.0/scripts/images/texture.jpg ino=307689
lookup /usr/share/gimp/2.0/scripts/images/texture1.jpg ino=307690
lookup /usr/share/gimp/2.0/scripts/images/texture2.jpg ino=307691
lookup /usr/share/gimp/2.0/scripts/images/texture3.jpg ino=307692
