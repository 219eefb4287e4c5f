preload-profile 1
# Learned by preloadctl record: files in first-use order, byte ranges read, paths looked up.
name gimp
observed 3
file /usr/bin/gimp-2.10
id dev=7:0 ino=262787 size=9853160 mtime=1776190687.000000000 build-id=d8dd489559e9d9197c168709fceb93d999a143df
range 0+999424 3137536+3416064 9601024+252136
file /usr/lib/x86_64-linux-gnu/liblcms2.so.2.0.14
id dev=7:0 ino=325533 size=398304 mtime=1676842348.000000000 build-id=da90fc099be31f712bfb71c37b7dc6f7fcd66f5d
range 0+167936 311296+87008
file /usr/lib/x86_64-linux-gnu/libbabl-0.1.so.0.197.1
id dev=7:0 ino=327904 size=542984 mtime=1679557673.000000000 build-id=a1ff7f4876ad4bc1954c3f97d5f0a9da4cf9873f
range 0+542984
file /usr/lib/x86_64-linux-gnu/libjson-glib-1.0.so.0.600.6
id dev=7:0 ino=327995 size=174072 mtime=1629760072.000000000 build-id=e2421740f41a630e9e9ad65f2325cea94fada602
range 0+174072
file /usr/lib/x86_64-linux-gnu/libgegl-npd-0.4.so
id dev=7:0 ino=328032 size=34816 mtime=1771423685.000000000 build-id=8ac1a800a30fc7ea9e11df2567bcbd177bfb0ad9
range 0+34816
file /usr/lib/x86_64-linux-gnu/libgegl-0.4.so.0.441.1
id dev=7:0 ino=328031 size=969224 mtime=1771423685.000000000 build-id=a0c7ee00628c003ee6864acb09310ca6a6f427de
range 0+606208 671744+297480
file /usr/lib/x86_64-linux-gnu/libcairo.so.2.11600.0
id dev=7:0 ino=325238 size=1187432 mtime=1670615011.000000000 build-id=3b00371c4a7d7f8f50e68f20fa815163fb7df7fa
range 0+167936 442368+151552 1101824+85608
file /usr/lib/x86_64-linux-gnu/libharfbuzz.so.0.60000.0
id dev=7:0 ino=325460 size=1064504 mtime=1675288031.000000000 build-id=04389916e609641d168ac44e6ad377b5076a4684
range 0+167936 991232+73272
file /usr/lib/x86_64-linux-gnu/libfreetype.so.6.18.3
id dev=7:0 ino=325360 size=821160 mtime=1741982220.000000000 build-id=c4ff22e47bdc97fe08bc98464db85c24e69ea5e8
range 0+491520 548864+167936 720896+100264
file /usr/lib/x86_64-linux-gnu/libfontconfig.so.1.12.0
id dev=7:0 ino=325342 size=306112 mtime=1675203848.000000000 build-id=cdc4303061116bec195578e26bcc6727a2561da1
range 0+306112
file /usr/lib/x86_64-linux-gnu/libpango-1.0.so.0.5000.12
id dev=7:0 ino=325640 size=425568 mtime=1671114025.000000000 build-id=80bbee1d6e5c90a95deda3bb395d10cadf7f3a82
range 0+425568
file /usr/lib/x86_64-linux-gnu/libpangoft2-1.0.so.0.5000.12
id dev=7:0 ino=325644 size=100192 mtime=1671114025.000000000 build-id=98c837fd1a3967a4ccde3667e355c538ec92d2ef
range 0+100192
file /usr/lib/x86_64-linux-gnu/libgtk-x11-2.0.so.0.2400.33
id dev=7:0 ino=325456 size=4542776 mtime=1721386622.000000000 build-id=f05c21b8cb0e90bbe9e2ee6c6bffd4929b552fe1
range 0+532480 3473408+188416 4431872+110904
file /usr/lib/x86_64-linux-gnu/libpangocairo-1.0.so.0.5000.12
id dev=7:0 ino=325642 size=63456 mtime=1671114025.000000000 build-id=c7a5b448399f8f4376cbc27707d0f477d2552d8f
range 0+63456
file /usr/lib/x86_64-linux-gnu/libgdk_pixbuf-2.0.so.0.4200.10
id dev=7:0 ino=325384 size=186552 mtime=1750366374.000000000 build-id=408e0865ec7d91a2b0fafcfa9f2986703cdf0e10
range 0+186552
file /usr/lib/x86_64-linux-gnu/libgimpbase-2.0.so.0.1000.34
id dev=7:0 ino=328040 size=198736 mtime=1776190687.000000000 build-id=3d6acc0c408a65b7e6cb4702779ecc2f2f36cfc8
range 0+198736
file /usr/lib/x86_64-linux-gnu/libgimpmodule-2.0.so.0.1000.34
id dev=7:0 ino=328044 size=26696 mtime=1776190687.000000000 build-id=508b93a2fefdbe9602206fdc936b49de9bb56a2a
range 0+26696
file /usr/lib/x86_64-linux-gnu/libgimpcolor-2.0.so.0.1000.34
id dev=7:0 ino=328041 size=100424 mtime=1776190687.000000000 build-id=d869d4255b5e286359764266358bd0fa84d6eef3
range 0+100424
file /usr/lib/x86_64-linux-gnu/libgimpthumb-2.0.so.0.1000.34
id dev=7:0 ino=328045 size=43080 mtime=1776190687.000000000 build-id=c45a81e39005993390f01a0e6aa5a70b9f7e4d2d
range 0+43080
file /usr/lib/x86_64-linux-gnu/libgimpmath-2.0.so.0.1000.34
id dev=7:0 ino=328043 size=30792 mtime=1776190687.000000000 build-id=176a5624c673e47b3d7891e368790e34a7ceec6a
range 0+30792
file /usr/lib/x86_64-linux-gnu/libgimpconfig-2.0.so.0.1000.34
id dev=7:0 ino=328042 size=96328 mtime=1776190687.000000000 build-id=951b263399fafa47a4de84ea734341d9daadb1d2
range 0+96328
file /usr/lib/x86_64-linux-gnu/libgdk-x11-2.0.so.0.2400.33
id dev=7:0 ino=325382 size=765320 mtime=1721386622.000000000 build-id=e1978bc04bf6085e5cc836ca8294bdbc3befa0a2
range 0+204800 675840+89480
file /usr/lib/x86_64-linux-gnu/libgimpwidgets-2.0.so.0.1000.34
id dev=7:0 ino=328047 size=633320 mtime=1776190687.000000000 build-id=a2b2cd4ec1579931351fe0202c7a19fe2d3d1769
range 0+196608 544768+88552
file /etc/ld.so.cache
id dev=7:0 ino=83 size=46095 mtime=1795692605.095539266
range 0+46095
file /usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2
id dev=7:0 ino=324809 size=215000 mtime=1777320873.000000000 build-id=7ebc65e52f2bbea498b4040fa92f7238377aaba9
range 0+215000
file /usr/lib/x86_64-linux-gnu/libXdmcp.so.6.0.0
id dev=7:0 ino=324986 size=22728 mtime=1488464839.000000000 build-id=1d12a8566670c95b1b02e341400060d2d825aade
range 0+22728
file /usr/lib/x86_64-linux-gnu/libstdc++.so.6.0.30
id dev=7:0 ino=325740 size=2190440 mtime=1744025177.000000000 build-id=289ee39f8c07bd4fa48102dfeeb7e6f9c76158b4
range 0+1388544 1613824+344064 2068480+121960
file /usr/lib/x86_64-linux-gnu/libpcre2-8.so.0.11.2
id dev=7:0 ino=327413 size=629384 mtime=1791032861.000000000 build-id=80008c19cf49e3f09f312e74d164938e91d9337d
range 0+552960 557056+72328
file /usr/lib/x86_64-linux-gnu/libexiv2.so.0.27.6
id dev=7:0 ino=328035 size=3008448 mtime=1674902747.000000000 build-id=4f7f2ae95f309517d19fb581b6825ffe8ab96a7c
range 0+983040 1114112+196608 1835008+397312 2293760+131072 2699264+309184
file /usr/lib/x86_64-linux-gnu/libXau.so.6.0.0
id dev=7:0 ino=324971 size=14496 mtime=1611872708.000000000 build-id=84ffa90fee1b716cdc7d8349be47ed6ca4761b75
range 0+14496
file /usr/lib/x86_64-linux-gnu/libbrotlicommon.so.1.0.9
id dev=7:0 ino=327873 size=137376 mtime=1792761221.000000000 build-id=612250b381c7dab8e3d5f683c0f560ac76d53ef0
range 0+137376
file /usr/lib/x86_64-linux-gnu/libdatrie.so.1.4.0
id dev=7:0 ino=325274 size=34736 mtime=1663547029.000000000 build-id=57f62fe2ce6d6db200f0f8cfee3cc987b25a9e2f
range 0+34736
file /usr/lib/x86_64-linux-gnu/libffi.so.8.1.2
id dev=7:0 ino=325335 size=43480 mtime=1666600001.000000000 build-id=4b5ef0d8f602b880c279f15ed3b07bf6686ea09b
range 0+43480
file /usr/lib/x86_64-linux-gnu/libgomp.so.1.0.0
id dev=7:0 ino=325430 size=290392 mtime=1744025177.000000000 build-id=3856f0954e1931eebc020ca4a4e6bef40f4f7765
range 0+290392
file /usr/lib/x86_64-linux-gnu/libjson-c.so.5.2.0
id dev=7:0 ino=325517 size=71896 mtime=1664753166.000000000 build-id=9a5a06d7754ccad178394c8b1b48e605ae0f4e01
range 0+71896
file /usr/lib/x86_64-linux-gnu/libselinux.so.1
id dev=7:0 ino=325711 size=174312 mtime=1685210301.000000000 build-id=4d66a8c268d724fe4c0b44b173254e33e1a4d4f6
range 0+174312
file /usr/lib/x86_64-linux-gnu/libmount.so.1.1.0
id dev=7:0 ino=325567 size=404096 mtime=1732219314.000000000 build-id=a3785ca0e8ef5bd8fb1bf463b0ef8e09540e598c
range 0+114688 327680+76416
file /usr/lib/x86_64-linux-gnu/libgcc_s.so.1
id dev=7:0 ino=325370 size=125312 mtime=1744025177.000000000 build-id=6f03384c2e3c38887dd3ba5a24b2e18c17e2f0e0
range 0+125312
file /usr/lib/x86_64-linux-gnu/libxcb-render.so.0.0.0
id dev=7:0 ino=325831 size=55560 mtime=1659592779.000000000 build-id=ca78dfc48f5a2593d9dc3b1d439740c6abad3f1c
range 0+55560
file /usr/lib/x86_64-linux-gnu/libxcb.so.1.1.0
id dev=7:0 ino=325847 size=166824 mtime=1659592779.000000000 build-id=81156ba79b0ca3ca8d015453e333d16c3fcdc277
range 0+166824
file /usr/lib/x86_64-linux-gnu/libxcb-shm.so.0.0.0
id dev=7:0 ino=325835 size=14392 mtime=1659592779.000000000 build-id=77958cefc38a0b1edb4d0f4b76817b05ac6ec605
range 0+14392
file /usr/lib/x86_64-linux-gnu/libpixman-1.so.0.42.2
id dev=7:0 ino=325657 size=698384 mtime=1668170545.000000000 build-id=e5244cc62abe869e5fb0a4e43b3f1dec189dbef9
range 0+698384
file /usr/lib/x86_64-linux-gnu/libgraphite2.so.3.2.1
id dev=7:0 ino=325440 size=174264 mtime=1585732260.000000000 build-id=5b00ca1eda239ea043d7eae3b0fd4481560a907e
range 0+174264
file /usr/lib/x86_64-linux-gnu/libbrotlidec.so.1.0.9
id dev=7:0 ino=327874 size=47264 mtime=1792761221.000000000 build-id=5aedf5ce91068f729b90ba43b724eda60f7686bd
range 0+47264
file /usr/lib/x86_64-linux-gnu/libexpat.so.1.8.10
id dev=7:0 ino=325318 size=174176 mtime=1725777859.000000000 build-id=a2f37366bc9782b9306773fd6318838fbae5ad5d
range 0+174176
file /usr/lib/x86_64-linux-gnu/libthai.so.0.3.1
id dev=7:0 ino=325757 size=41000 mtime=1640031852.000000000 build-id=11b774e6b958fa6734f1a721527e1596e34ecd00
range 0+41000
file /usr/lib/x86_64-linux-gnu/libfribidi.so.0.4.0
id dev=7:0 ino=325362 size=108808 mtime=1649188982.000000000 build-id=df6a1c7bc544c74c18a8635e3e65965a1fb529c3
range 0+108808
file /usr/lib/x86_64-linux-gnu/libjpeg.so.62.3.0
id dev=7:0 ino=325513 size=600128 mtime=1675434522.000000000 build-id=75b71ddb85234be3659c097f2561a765b45993bd
range 0+81920 253952+131072 528384+71744
file /usr/lib/x86_64-linux-gnu/libpng16.so.16.39.0
id dev=7:0 ino=325669 size=219056 mtime=1774897143.000000000 build-id=56640bf726b2815c3c26ffd73cce8126ab436334
range 0+98304 147456+71600
file /usr/lib/x86_64-linux-gnu/libXext.so.6.4.0
id dev=7:0 ino=324990 size=81568 mtime=1663526491.000000000 build-id=d3ac3e1515190245564a30a611f4a2a4eb94a617
range 0+81568
file /usr/lib/x86_64-linux-gnu/libXdamage.so.1.1.0
id dev=7:0 ino=324982 size=14344 mtime=1672144068.000000000 build-id=89b24d26331bd5aacad90736b408b14300e6932d
range 0+14344
file /usr/lib/x86_64-linux-gnu/libXcomposite.so.1.0.0
id dev=7:0 ino=324978 size=14344 mtime=1586885034.000000000 build-id=0586ef2cab90572a843bb13ef98243e960b12689
range 0+14344
file /usr/lib/x86_64-linux-gnu/libXcursor.so.1.0.2
id dev=7:0 ino=324980 size=47768 mtime=1651071746.000000000 build-id=80d5ba096fb6c4714b5b9c1aa7164ca62061c10f
range 0+47768
file /usr/lib/x86_64-linux-gnu/libXrandr.so.2.2.0
id dev=7:0 ino=325010 size=47416 mtime=1651010273.000000000 build-id=0372dfb32a5c0d113819e1167f75c81c751373a8
range 0+47416
file /usr/lib/x86_64-linux-gnu/libXi.so.6.1.0
id dev=7:0 ino=325000 size=76160 mtime=1663547472.000000000 build-id=60f9e002b7042dc62091e10622202c9c2e8a093c
range 0+76160
file /usr/lib/x86_64-linux-gnu/libXinerama.so.1.0.0
id dev=7:0 ino=325002 size=18592 mtime=1643811874.000000000 build-id=5a76407b56b10810711c5345defbdf4e2dad3897
range 0+18592
file /usr/lib/x86_64-linux-gnu/libXrender.so.1.3.0
id dev=7:0 ino=325014 size=47608 mtime=1655211690.000000000 build-id=23dd581f5d93297dc5c508f03e224f9860af8217
range 0+47608
file /usr/lib/x86_64-linux-gnu/libatk-1.0.so.0.24609.1
id dev=7:0 ino=325182 size=161712 mtime=1675010376.000000000 build-id=5e319aa7dba2d1c2ee89e6349348ea109227eb7b
range 0+161712
file /usr/lib/x86_64-linux-gnu/libXfixes.so.3.1.0
id dev=7:0 ino=324994 size=26736 mtime=1664787362.000000000 build-id=515e2f9139aadc9e275abbfe7c0aa49a0d31b8cb
range 0+26736
file /usr/lib/x86_64-linux-gnu/libX11.so.6.4.0
id dev=7:0 ino=324967 size=1318408 mtime=1696323152.000000000 build-id=da0b22b132545d3f898a32006b882a125f0d5d09
range 0+262144 614400+131072 1228800+89608
file /usr/lib/x86_64-linux-gnu/libgmodule-2.0.so.0.7400.6
id dev=7:0 ino=325402 size=18480 mtime=1765808978.000000000 build-id=31012fe3f0bdf868d79d10b15395bb318eaa7e7d
range 0+18480
file /usr/lib/x86_64-linux-gnu/libc.so.6
id dev=7:0 ino=325231 size=1926232 mtime=1777320873.000000000 build-id=93ac61ec5a8eb1396f9fbd350e3169a558528a40
range 0+1769472 1830912+95320
file /usr/lib/x86_64-linux-gnu/libm.so.6
id dev=7:0 ino=325547 size=911904 mtime=1777320873.000000000 build-id=d6e6f9e3af1243eed9bf5efd366dd015a9f22c13
range 0+823296 839680+72224
file /usr/lib/x86_64-linux-gnu/libglib-2.0.so.0.7400.6
id dev=7:0 ino=325396 size=1273360 mtime=1765808978.000000000 build-id=42c28e95f24a721d8e8e159f42dbc541f0ff353d
range 0+1273360
file /usr/lib/x86_64-linux-gnu/libgobject-2.0.so.0.7400.6
id dev=7:0 ino=325428 size=387288 mtime=1765808978.000000000 build-id=d56c5a278ee6e10faea0a792cbbf7a764701a962
range 0+387288
file /usr/lib/x86_64-linux-gnu/libmypaint-1.5.so.1.1.2
id dev=7:0 ino=328088 size=128216 mtime=1610987059.000000000 build-id=30b4b753365e8cbe54e3b6cef8a5149364e53a3e
range 0+128216
file /usr/lib/x86_64-linux-gnu/libz.so.1.2.13
id dev=7:0 ino=325903 size=121280 mtime=1667651086.000000000 build-id=1f95d5498d283b79505861523e20b3db2afdf518
range 0+121280
file /usr/lib/x86_64-linux-gnu/libgio-2.0.so.0.7400.6
id dev=7:0 ino=325390 size=1953008 mtime=1765808978.000000000 build-id=e9faf04ebc070ca509dd679d2a49c73b8e0045e7
range 0+1032192 1097728+577536 1847296+105712
file /usr/lib/x86_64-linux-gnu/libgexiv2.so.2.14.0
id dev=7:0 ino=328037 size=215072 mtime=1663551546.000000000 build-id=d8eb3bda582b9c96a5d5bda70f36cefef09abead
range 0+215072
file /usr/lib/x86_64-linux-gnu/libblkid.so.1.1.0
id dev=7:0 ino=325215 size=355328 mtime=1732219314.000000000 build-id=a0182491d79a5fce32537ef44f1876721fe2b428
range 0+102400 262144+93184
file /usr/lib/x86_64-linux-gnu/libmd.so.0.0.5
id dev=7:0 ino=325554 size=47312 mtime=1657417415.000000000 build-id=bfcdab3e6fabdc0d6f3e3e7d562330e80601a5af
range 0+47312
file /usr/lib/x86_64-linux-gnu/libbsd.so.0.11.7
id dev=7:0 ino=325223 size=84840 mtime=1675016808.000000000 build-id=d830808c93622acd159aacd728121ee9d9f8513f
range 0+84840
file /etc/locale.alias
id dev=7:0 ino=43 size=2996 mtime=1777320873.000000000
range 0+2996
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v3-double.so
id dev=7:0 ino=436720 size=14336 mtime=1679557673.000000000 build-id=ae6901d12e3c6fc2211c9884a2680a8c42770c5e
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v3-gggl-lies.so
id dev=7:0 ino=436723 size=30720 mtime=1679557673.000000000 build-id=79e3f4b96f75086eb9014322e7696cb7c2b57e35
range 0+30720
file /usr/lib/x86_64-linux-gnu/babl-0.1/fast-float.so
id dev=7:0 ino=436685 size=14336 mtime=1679557673.000000000 build-id=33ddd0ec234af771e2aafeb25707509904b1cc94
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/gggl-lies.so
id dev=7:0 ino=436688 size=26624 mtime=1679557673.000000000 build-id=a1ad9ef1674345f480d478b80466b4ac9b87abfc
range 0+26624
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v3-float.so
id dev=7:0 ino=436721 size=18432 mtime=1679557673.000000000 build-id=20d87af00c8f25c06b9e2ba46d5acab8d3df967c
range 0+18432
file /usr/lib/x86_64-linux-gnu/babl-0.1/gimp-8bit.so
id dev=7:0 ino=436692 size=18432 mtime=1679557673.000000000 build-id=376aa187ca13ac393352834d58fb2adb9b1ea16b
range 0+18432
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v3-CIE.so
id dev=7:0 ino=436718 size=51200 mtime=1679557673.000000000 build-id=cf268b420e6604cc389eb5797a111e65ff40ebbe
range 0+51200
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v2-float.so
id dev=7:0 ino=436709 size=18432 mtime=1679557673.000000000 build-id=8dedabadfaeff435495f34d8398ae6788b653cfb
range 0+18432
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v3-ycbcr.so
id dev=7:0 ino=436729 size=14336 mtime=1679557673.000000000 build-id=3ea977de0a31397aed2eeab619f7c53f5af3739d
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v2-u16.so
id dev=7:0 ino=436715 size=14336 mtime=1679557673.000000000 build-id=15f7fdeb8cdc6d89c363c62deb1d4419c2a08f53
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v2-gggl-lies.so
id dev=7:0 ino=436711 size=26624 mtime=1679557673.000000000 build-id=0aeb518aadb62fd481c708b6a7b3ec504eb223a6
range 0+26624
file /usr/lib/x86_64-linux-gnu/babl-0.1/sse2-int16.so
id dev=7:0 ino=436700 size=14336 mtime=1679557673.000000000 build-id=243215f091b9cab3db3ba22b3a5133033f0dd735
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v3-gegl-fixups.so
id dev=7:0 ino=436722 size=22528 mtime=1679557673.000000000 build-id=04502f9b52cc76f8cf7cc649a150e94e6b8866de
range 0+22528
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v3-cairo.so
id dev=7:0 ino=436719 size=34816 mtime=1679557673.000000000 build-id=fdb51ea53d2bccf32ad03c062aa35f40425fae48
range 0+34816
file /usr/lib/x86_64-linux-gnu/babl-0.1/ycbcr.so
id dev=7:0 ino=436730 size=14336 mtime=1679557673.000000000 build-id=29f7080dac5fb1a30fa1e5652f7533d1dae14b01
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/HSV.so
id dev=7:0 ino=436681 size=14336 mtime=1679557673.000000000 build-id=a69d8ff8f92f6f547080584971b822f794978190
range 0+14336
file /usr/lib/locale/C.utf8/LC_CTYPE
id dev=7:0 ino=416303 size=353616 mtime=1777320873.000000000
range 0+65536 98304+192512
file /usr/lib/x86_64-linux-gnu/babl-0.1/simple.so
id dev=7:0 ino=436697 size=26624 mtime=1679557673.000000000 build-id=2be97927ca75c7e79fb28237d779579e9d6b4ca2
range 0+26624
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v2-u32.so
id dev=7:0 ino=436716 size=18432 mtime=1679557673.000000000 build-id=dcd6eb8bb980f5ac817eb84702963a8f48c8c589
range 0+18432
file /usr/lib/x86_64-linux-gnu/babl-0.1/gggl.so
id dev=7:0 ino=436691 size=26624 mtime=1679557673.000000000 build-id=e880fd8c809455280a3937d11444e67424cc3ce0
range 0+26624
file /usr/lib/x86_64-linux-gnu/babl-0.1/two-table.so
id dev=7:0 ino=436703 size=14040 mtime=1679557673.000000000 build-id=95b599531671c279fcfeecaeca09ff3d4bce36ae
range 0+14040
file /usr/lib/locale/C.utf8/LC_NUMERIC
id dev=7:0 ino=416310 size=50 mtime=1777320873.000000000
range 0+50
file /usr/lib/locale/C.utf8/LC_TIME
id dev=7:0 ino=416313 size=3360 mtime=1777320873.000000000
range 0+3360
file /usr/lib/locale/C.utf8/LC_COLLATE
id dev=7:0 ino=416302 size=1406 mtime=1777320873.000000000
range 0+1406
file /usr/lib/locale/C.utf8/LC_MONETARY
id dev=7:0 ino=416308 size=270 mtime=1777320873.000000000
range 0+270
file /usr/lib/locale/C.utf8/LC_MESSAGES/SYS_LC_MESSAGES
id dev=7:0 ino=416307 size=48 mtime=1777320873.000000000
range 0+48
file /usr/lib/locale/C.utf8/LC_PAPER
id dev=7:0 ino=416311 size=34 mtime=1777320873.000000000
range 0+34
file /usr/lib/locale/C.utf8/LC_NAME
id dev=7:0 ino=416309 size=62 mtime=1777320873.000000000
range 0+62
file /usr/lib/locale/C.utf8/LC_ADDRESS
id dev=7:0 ino=416301 size=127 mtime=1777320873.000000000
range 0+127
file /usr/lib/locale/C.utf8/LC_TELEPHONE
id dev=7:0 ino=416312 size=47 mtime=1777320873.000000000
range 0+47
file /usr/lib/locale/C.utf8/LC_MEASUREMENT
id dev=7:0 ino=416305 size=23 mtime=1777320873.000000000
range 0+23
file /usr/lib/x86_64-linux-gnu/gconv/gconv-modules.cache
id dev=7:0 ino=324708 size=27028 mtime=1777320873.000000000
range 0+27028
file /usr/lib/locale/C.utf8/LC_IDENTIFICATION
id dev=7:0 ino=416304 size=258 mtime=1777320873.000000000
range 0+258
file /usr/lib/x86_64-linux-gnu/babl-0.1/HSL.so
id dev=7:0 ino=436680 size=14336 mtime=1679557673.000000000 build-id=0cac8c6db91a3f8fa382f8a2ec0f3c1cfd980e27
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/u32.so
id dev=7:0 ino=436705 size=18432 mtime=1679557673.000000000 build-id=a14df0a5346da06479d1077f7544192785f76273
range 0+18432
file /usr/lib/x86_64-linux-gnu/babl-0.1/cairo.so
id dev=7:0 ino=436683 size=26624 mtime=1679557673.000000000 build-id=4c96bb6d42508689a273fb8827c7dae17a9c95ac
range 0+26624
file /usr/lib/x86_64-linux-gnu/babl-0.1/half.so
id dev=7:0 ino=436694 size=18432 mtime=1679557673.000000000 build-id=a9048c7ec89f7e13e53400b8c8f029db7598269c
range 0+18432
file /usr/lib/x86_64-linux-gnu/babl-0.1/HCY.so
id dev=7:0 ino=436679 size=14336 mtime=1679557673.000000000 build-id=49361c416d2bf6ee8ebe22d5255b80e1a98d757a
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v3-simple.so
id dev=7:0 ino=436726 size=26624 mtime=1679557673.000000000 build-id=02fbc43159af587a136746fd98e7e12c04359dfd
range 0+26624
file /usr/lib/x86_64-linux-gnu/babl-0.1/avx2-int8.so
id dev=7:0 ino=436682 size=14040 mtime=1679557673.000000000 build-id=24803043cb1ef0072f03f2af742203f5bea985c1
range 0+14040
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v3-grey.so
id dev=7:0 ino=436725 size=14336 mtime=1679557673.000000000 build-id=edbc4a75d0b97d203e92360857212f4ba6519382
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/sse2-float.so
id dev=7:0 ino=436699 size=34656 mtime=1679557673.000000000 build-id=6e293954fae26ec7207bb429d47022d196e19648
range 0+34656
file /usr/lib/x86_64-linux-gnu/babl-0.1/sse4-int8.so
id dev=7:0 ino=436702 size=14040 mtime=1679557673.000000000 build-id=50ea69044ca7b545b72ba8c63976cde82f837035
range 0+14040
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v2-simple.so
id dev=7:0 ino=436714 size=22528 mtime=1679557673.000000000 build-id=963e6f880ae6b34ac615b8ba19a9ec6b9ee85fc1
range 0+22528
file /usr/lib/x86_64-linux-gnu/babl-0.1/oklab.so
id dev=7:0 ino=436696 size=30912 mtime=1679557673.000000000 build-id=288c236c619fed76de96bf4b645cfa3d707ebb40
range 0+30912
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v2-ycbcr.so
id dev=7:0 ino=436717 size=14336 mtime=1679557673.000000000 build-id=7de1a6fc849276f21a28b119b8eb16bd03d1ffbd
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v2-cairo.so
id dev=7:0 ino=436707 size=26624 mtime=1679557673.000000000 build-id=c7aa0e2bb599d2f7f71d34481c63453c982f3a66
range 0+26624
file /usr/lib/x86_64-linux-gnu/babl-0.1/u16.so
id dev=7:0 ino=436704 size=14336 mtime=1679557673.000000000 build-id=ea28907a6ac3b20ee55bdd4f282ae204e9e1a325
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/sse2-int8.so
id dev=7:0 ino=436701 size=18432 mtime=1679557673.000000000 build-id=0c896b0b6abdd00bbc9a2a40baf252739606bc7e
range 0+18432
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v2-gggl.so
id dev=7:0 ino=436712 size=26624 mtime=1679557673.000000000 build-id=32069d1cd03e159769e880179a8e3a1da8ff3715
range 0+26624
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v2-CIE.so
id dev=7:0 ino=436706 size=51200 mtime=1679557673.000000000 build-id=9882806c165a1ef57cf8b7ef5a62b8766a5dfcd3
range 0+51200
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v2-grey.so
id dev=7:0 ino=436713 size=14336 mtime=1679557673.000000000 build-id=46a1b63fa13c0b3ae6e97ce2732d3d7ac73ef676
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/float.so
id dev=7:0 ino=436686 size=18432 mtime=1679557673.000000000 build-id=b6da7aaccae35b577d6d0e6eb1d7fc38652a9dc1
range 0+18432
file /usr/lib/x86_64-linux-gnu/babl-0.1/gggl-table-lies.so
id dev=7:0 ino=436689 size=18432 mtime=1679557673.000000000 build-id=98307b0fac6f6553ee35c691165a621ea61c72f1
range 0+18432
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v2-gegl-fixups.so
id dev=7:0 ino=436710 size=18432 mtime=1679557673.000000000 build-id=d2992fde6e4f56ddd8c7a321a3343390acdf66f7
range 0+18432
file /usr/lib/x86_64-linux-gnu/babl-0.1/double.so
id dev=7:0 ino=436684 size=14336 mtime=1679557673.000000000 build-id=a1793cf6d7a0e236e79cfb1ad616782f4cd85484
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v3-u16.so
id dev=7:0 ino=436727 size=14336 mtime=1679557673.000000000 build-id=1f074ded0b2551879db7985ab0d45e3989e608d9
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v2-double.so
id dev=7:0 ino=436708 size=14336 mtime=1679557673.000000000 build-id=9979ea254f534c4da9f3711877d02861115c205f
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/CIE.so
id dev=7:0 ino=436678 size=51200 mtime=1679557673.000000000 build-id=32a9ae93ea4ac2cd65515ada2806e70fc1ad5300
range 0+51200
file /usr/lib/x86_64-linux-gnu/babl-0.1/gggl-table.so
id dev=7:0 ino=436690 size=18432 mtime=1679557673.000000000 build-id=43f78362813aa0ca13b8869c3f9bdbab0cb221ac
range 0+18432
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v3-gggl.so
id dev=7:0 ino=436724 size=34816 mtime=1679557673.000000000 build-id=158987cf115a932be7b5e48bec125c39635d6fab
range 0+34816
file /usr/lib/x86_64-linux-gnu/babl-0.1/x86-64-v3-u32.so
id dev=7:0 ino=436728 size=18432 mtime=1679557673.000000000 build-id=cd8ca210eb0c786232de461b528de8fa2e9dff53
range 0+18432
file /usr/lib/x86_64-linux-gnu/babl-0.1/grey.so
id dev=7:0 ino=436693 size=14336 mtime=1679557673.000000000 build-id=5cbb4251615ac0eb2cba2aa043143f92b7740a3d
range 0+14336
file /usr/lib/x86_64-linux-gnu/babl-0.1/naive-CMYK.so
id dev=7:0 ino=436695 size=14040 mtime=1679557673.000000000 build-id=ae80be2c3433326d08ec1f59a28ca005ebed913f
range 0+14040
file /usr/lib/x86_64-linux-gnu/babl-0.1/gegl-fixups.so
id dev=7:0 ino=436687 size=18432 mtime=1679557673.000000000 build-id=932683a1dee04109397634949f29ce78bd7e46bb
range 0+18432
file /usr/lib/x86_64-linux-gnu/babl-0.1/sse-half.so
id dev=7:0 ino=436698 size=14040 mtime=1679557673.000000000 build-id=7b251c05c92e8f15d32f5950cba9240b731a56ef
range 0+14040
file /usr/lib/x86_64-linux-gnu/libIex-3_1.so.30.5.1
id dev=7:0 ino=327999 size=514216 mtime=1682268393.000000000 build-id=4ab9ef62be1725e92d29ffa1c9ddfb3a96573e37
range 0+405504 425984+88232
file /usr/lib/x86_64-linux-gnu/libImath-3_1.so.29.5.0
id dev=7:0 ino=327997 size=321384 mtime=1674310639.000000000 build-id=08a778dec2f6f549753e77c1d9add015b8b9cba4
range 0+98304 196608+124776
file /usr/lib/x86_64-linux-gnu/libOpenEXR-3_1.so.30.5.1
id dev=7:0 ino=328001 size=3201312 mtime=1682268393.000000000 build-id=2afa3b2a789266841c31b6f712e91eb767682fa3
range 0+536576 1179648+188416 2883584+131072 3112960+88352
file /usr/lib/x86_64-linux-gnu/libIlmThread-3_1.so.30.5.1
id dev=7:0 ino=328000 size=30888 mtime=1682268393.000000000 build-id=606b910f70eff481e3bb88f3aacab5b772309a82
range 0+30888
file /usr/lib/x86_64-linux-gnu/gegl-0.4/raw-load.so
id dev=7:0 ino=436805 size=22696 mtime=1771423685.000000000 build-id=02dee1a55b1d841a6a2ea0c221a3829548f6c507
range 0+22696
file /usr/lib/x86_64-linux-gnu/libcholmod.so.3.0.14
id dev=7:0 ino=328027 size=916992 mtime=1656330218.000000000 build-id=bd071e620b2303e8fa64d037f4175ab8d09cf328
range 0+90112 778240+138752
file /usr/lib/x86_64-linux-gnu/openblas-pthread/libblas.so.3
id dev=7:0 ino=436737 size=399704 mtime=1671462231.000000000 build-id=6ffff327a5c4c1a62251c33068697aa59cf385ff
range 0+212992 270336+129368
file /usr/lib/x86_64-linux-gnu/libamd.so.2.4.6
id dev=7:0 ino=328017 size=38992 mtime=1656330218.000000000 build-id=367950336f7f313495f3ed8b389c263f4a3c622f
range 0+38992
file /usr/lib/x86_64-linux-gnu/libumfpack.so.5.7.9
id dev=7:0 ino=328029 size=712648 mtime=1656330218.000000000 build-id=2d8ca96f09ef894a19115e93f719a699f7be27ce
range 0+94208 573440+139208
file /usr/lib/x86_64-linux-gnu/libnssutil3.so
id dev=7:0 ino=325610 size=203056 mtime=1772055708.000000000 build-id=c6b574381365a62759daa9cf372aff6a90118af9
range 0+203056
file /usr/lib/x86_64-linux-gnu/libLerc.so.4
id dev=7:0 ino=324952 size=616464 mtime=1665824049.000000000 build-id=a06c7b0a556dcac0f57a1efd08c69d9df383afc9
range 0+167936 540672+75792
file /usr/lib/x86_64-linux-gnu/libzstd.so.1.5.4
id dev=7:0 ino=325907 size=763816 mtime=1679173110.000000000 build-id=d662b4158d7eac9a97404296d0a32a0e812a9f67
range 0+98304 692224+71592
file /usr/lib/x86_64-linux-gnu/libwebp.so.7.1.5
id dev=7:0 ino=325812 size=453240 mtime=1694547344.000000000 build-id=e3f3e238b835311926cc04967d7166288fde87b1
range 0+98304 380928+72312
file /usr/lib/x86_64-linux-gnu/libnss3.so
id dev=7:0 ino=325600 size=1406352 mtime=1772055708.000000000 build-id=65d10d81333ab45dfa6b835d7b9330c5ace7fe2a
range 0+212992 1306624+99728
file /usr/lib/x86_64-linux-gnu/libtiff.so.6.0.0
id dev=7:0 ino=325765 size=571400 mtime=1735911551.000000000 build-id=936a8a6c18e1f4553e2118b2a44bd4d5b5074b56
range 0+98304 483328+88072
file /usr/lib/x86_64-linux-gnu/libpoppler.so.126.0.0
id dev=7:0 ino=327861 size=3753768 mtime=1785443344.000000000 build-id=3331e094c090799e243fe2064d217a758b7597d2
range 0+1048576 1703936+176128 2818048+176128 3293184+460584
file /usr/lib/x86_64-linux-gnu/libdeflate.so.0
id dev=7:0 ino=325288 size=149384 mtime=1664798119.000000000 build-id=8dd45d05f8c7bacfe3e762adce0626c61767fe22
range 0+149384
file /usr/lib/x86_64-linux-gnu/libnspr4.so
id dev=7:0 ino=325599 size=254440 mtime=1663450146.000000000 build-id=80287a36ed32fd1e18f176dccdfa94a2dc716513
range 0+167936 176128+78312
file /usr/lib/x86_64-linux-gnu/liblzma.so.5.4.1
id dev=7:0 ino=325543 size=190456 mtime=1743710139.000000000 build-id=72a44fc3edc93188d045e65d92d28d50e373dbcb
range 0+81920 118784+71672
file /usr/lib/x86_64-linux-gnu/libsmime3.so
id dev=7:0 ino=325722 size=191072 mtime=1772055708.000000000 build-id=6e266d3712c7cfedeb608137cd9fbf7519b1224e
range 0+102400 106496+84576
file /usr/lib/x86_64-linux-gnu/libopenjp2.so.2.5.0
id dev=7:0 ino=327504 size=408000 mtime=1778591710.000000000 build-id=397a6558f216994b0300239f1fa388f71a48a284
range 0+81920 335872+72128
file /usr/lib/x86_64-linux-gnu/libpoppler-glib.so.8.24.0
id dev=7:0 ino=327863 size=444392 mtime=1785443344.000000000 build-id=e87583b567c005255540dd0fa75ddc828814db75
range 0+212992 352256+92136
file /usr/lib/x86_64-linux-gnu/libplds4.so
id dev=7:0 ino=325663 size=14472 mtime=1663450146.000000000 build-id=cc64ba2c0e6dab577f6272b686b839d77a3f0f73
range 0+14472
file /usr/lib/x86_64-linux-gnu/libjbig.so.0
id dev=7:0 ino=325509 size=66240 mtime=1670177776.000000000 build-id=f5569406bd53023e66cd3faea767d4528b734d5a
range 0+66240
file /usr/lib/x86_64-linux-gnu/libplc4.so
id dev=7:0 ino=325661 size=22632 mtime=1663450146.000000000 build-id=10a7399bf19e06c77ee75f075686eb5dbb99a492
range 0+22632
file /usr/lib/x86_64-linux-gnu/libsuitesparseconfig.so.5.12.0
id dev=7:0 ino=328015 size=14392 mtime=1656330218.000000000 build-id=2c8c73442ec8a3e4edcee1cec7ada8c80d2309e5
range 0+14392
file /usr/lib/x86_64-linux-gnu/gegl-0.4/matting-levin.so
id dev=7:0 ino=436794 size=43008 mtime=1771423685.000000000 build-id=5a5b9cec0b8f662d7ca7a3bf0b4ae3c3a59d069e
range 0+43008
file /usr/lib/x86_64-linux-gnu/gegl-0.4/gegl-core.so
id dev=7:0 ino=436784 size=71680 mtime=1771423685.000000000 build-id=e49a27725a1933d22c5c6dd319fbea157bba1c8d
range 0+71680
file /usr/lib/x86_64-linux-gnu/openblas-pthread/libopenblasp-r0.3.21.so
id dev=7:0 ino=436739 size=36543000 mtime=1671462231.000000000 build-id=5b7c051f6e6da4c218d991943c91eec92853f9c6
range 0+1310720 3506176+176128 25427968+176128 34570240+208896 36335616+207384
file /usr/lib/x86_64-linux-gnu/librsvg-2.so.2.48.0
id dev=7:0 ino=325703 size=11070952 mtime=1690733593.000000000 build-id=995a46f47f5c9026b84ecd4ea1c974a3dc2a158e
range 0+1122304 6160384+172032 7028736+131072 10313728+757224
file /usr/lib/x86_64-linux-gnu/libdav1d.so.6.6.0
id dev=7:0 ino=325276 size=1630208 mtime=1714060836.000000000 build-id=369977c9a867821a2137ff4c8dd193c84b28d09c
range 0+114688 1351680+131072 1548288+81920
file /usr/lib/x86_64-linux-gnu/libvpx.so.7.1.0
id dev=7:0 ino=327813 size=3098696 mtime=1771317007.000000000 build-id=64a7dfb09059827abd8471af46fc83efeb78ffad
range 0+98304 2695168+131072 3018752+79944
file /usr/lib/x86_64-linux-gnu/libzvbi.so.0.13.2
id dev=7:0 ino=327959 size=581016 mtime=1768035782.000000000 build-id=f5ee2fe0f1786e79fcedf3756354fcfea27763b6
range 0+212992 319488+261528
file /usr/lib/x86_64-linux-gnu/libavutil.so.57.28.100
id dev=7:0 ino=327922 size=925424 mtime=1778678620.000000000 build-id=848374f2a37f4bf619ee68b1e63fac94d0c12e19
range 0+212992 647168+131072 798720+126704
file /usr/lib/x86_64-linux-gnu/libavformat.so.59.27.100
id dev=7:0 ino=327993 size=2775216 mtime=1778678620.000000000 build-id=20cf72694e9dbc3e043d7f392d18a2a3a1017faf
range 0+393216 1990656+131072 2490368+284848
file /usr/lib/x86_64-linux-gnu/libwebpmux.so.3.0.10
id dev=7:0 ino=327508 size=43272 mtime=1694547344.000000000 build-id=f775d50b53842475536c631547fe3c32ae8d6b5d
range 0+43272
file /usr/lib/x86_64-linux-gnu/libswresample.so.4.7.100
id dev=7:0 ino=327945 size=133112 mtime=1778678620.000000000 build-id=a4700d90d23460b4417f32fdc2276cd37c5b3966
range 0+133112
file /usr/lib/x86_64-linux-gnu/libswscale.so.6.7.100
id dev=7:0 ino=328013 size=669688 mtime=1778678620.000000000 build-id=bebc6811865f7670ee3915a10e2abf2aac37e4e0
range 0+98304 524288+145400
file /usr/lib/x86_64-linux-gnu/libavcodec.so.59.37.100
id dev=7:0 ino=327962 size=14938720 mtime=1778678620.000000000 build-id=1b2f4a8337c5c3cfce03bf8edf6cbbf55c342124
range 0+573440 917504+159744 11153408+131072 14389248+549472
file /usr/lib/x86_64-linux-gnu/gegl-0.4/ff-save.so
id dev=7:0 ino=436774 size=38912 mtime=1771423685.000000000 build-id=3ace4e5ea7ca832de6dbe2ae28facc8303cdd178
range 0+38912
file /usr/lib/x86_64-linux-gnu/libgnutls.so.30.34.3
id dev=7:0 ino=325422 size=2205432 mtime=1771080554.000000000 build-id=4aac907a3aee773157dfb84aee99dc8d1fbe3f8f
range 0+684032 1179648+618496 2060288+145144
file /usr/lib/x86_64-linux-gnu/libopenmpt.so.0.3.3
id dev=7:0 ino=327974 size=1910928 mtime=1678401020.000000000 build-id=82a835e61205b1b9572c22d6be4b739144356463
range 0+212992 1818624+92304
file /usr/lib/x86_64-linux-gnu/libx265.so.199
id dev=7:0 ino=325813 size=16394944 mtime=1663541913.000000000 build-id=b4a22749ef8431c0e2a676309722c971346bb140
range 0+524288 15740928+356352 16252928+142016
file /usr/lib/x86_64-linux-gnu/libx264.so.164
id dev=7:0 ino=327955 size=1900664 mtime=1681335425.000000000 build-id=a53558b5197171b7354371efa694135bac22c265
range 0+98304 1576960+131072 1822720+77944
file /usr/lib/x86_64-linux-gnu/libSvtAv1Enc.so.1.4.1
id dev=7:0 ino=324961 size=6759376 mtime=1671222620.000000000 build-id=086f3eed79b4a8a7cc72ee2dd09d5ec440bff678
range 0+212992 5492736+131072 6610944+148432
file /usr/lib/x86_64-linux-gnu/libshine.so.3.0.1
id dev=7:0 ino=327937 size=43136 mtime=1524162313.000000000 build-id=974ad2982391f7bd4eaa09b96411ada81ade63df
range 0+43136
file /usr/lib/x86_64-linux-gnu/libzmq.so.5.2.4
id dev=7:0 ino=327991 size=774184 mtime=1674074544.000000000 build-id=c9fee79134bd5b74f4230e72dd780c250e9a4cec
range 0+212992 520192+131072 671744+102440
file /usr/lib/x86_64-linux-gnu/libssh-gcrypt.so.4.9.6
id dev=7:0 ino=327986 size=597216 mtime=1792511038.000000000 build-id=207105d61f5a91afedb24c5964fb2d86ffefb6c9
range 0+413696 516096+81120
file /usr/lib/x86_64-linux-gnu/librav1e.so.0.5.1
id dev=7:0 ino=325694 size=2701536 mtime=1672312283.000000000 build-id=29ab0144cf204bea10ffb797e82b9e758eba9496
range 0+266240 1769472+184320 2060288+131072 2502656+198880
file /usr/lib/x86_64-linux-gnu/libsoxr.so.0.1.2
id dev=7:0 ino=327943 size=215960 mtime=1588774433.000000000 build-id=703b5df5c943ddac56290ba479bd9d4c1ad72646
range 0+215960
file /usr/lib/x86_64-linux-gnu/libsrt-gnutls.so.1.5.1
id dev=7:0 ino=327984 size=895816 mtime=1794259273.000000000 build-id=2532f98e9928fccdb7c1f1c7b6d658aa4debb26f
range 0+397312 425984+469832
file /usr/lib/x86_64-linux-gnu/libcodec2.so.1.0
id dev=7:0 ino=327924 size=16849840 mtime=1658032199.000000000 build-id=52aeb31e98a4ec6e136c1b042f715c259ab693b3
range 0+167936 217088+131072 1122304+167936 1339392+131072 16781312+68528
file /usr/lib/x86_64-linux-gnu/libxml2.so.2.9.14
id dev=7:0 ino=325857 size=1750104 mtime=1760186477.000000000 build-id=7a8c29160e2b10fe76f6e382f0bed3fb9e6ace47
range 0+262144 1286144+131072 1642496+107608
file /usr/lib/x86_64-linux-gnu/libaom.so.3.6.0
id dev=7:0 ino=325165 size=5643672 mtime=1723733676.000000000 build-id=8c7eb8c2244b9bdd4e31404605031f3e34a795dd
range 0+163840 4313088+131072 5480448+163224
file /usr/lib/x86_64-linux-gnu/libhwy.so.1.0.3
id dev=7:0 ino=327927 size=38920 mtime=1695821929.000000000 build-id=3634929f5c46838aa5eacdca5eb9bd7cc1489b2c
range 0+38920
file /usr/lib/x86_64-linux-gnu/libcairo-gobject.so.2.11600.0
id dev=7:0 ino=325236 size=42768 mtime=1670615011.000000000 build-id=840e009145b2924bf0474ec644671bd72de8d03c
range 0+42768
file /usr/lib/x86_64-linux-gnu/libOpenCL.so.1.0.0
id dev=7:0 ino=327920 size=69136 mtime=1664974579.000000000 build-id=6fee82f3fcd4f86352f29c12a2d203fecb423f97
range 0+69136
file /usr/lib/x86_64-linux-gnu/libdrm.so.2.4.0
id dev=7:0 ino=325293 size=84688 mtime=1679565005.000000000 build-id=8a25c93ca2573fe65ab5603c06f6e9d3fe4f43d8
range 0+84688
file /usr/lib/x86_64-linux-gnu/librist.so.4.2.0
id dev=7:0 ino=327982 size=170008 mtime=1649450773.000000000 build-id=ea1a5d1c0e6d665fd85509474aba205c9c9ece62
range 0+170008
file /usr/lib/x86_64-linux-gnu/libbluray.so.2.4.3
id dev=7:0 ino=327966 size=310256 mtime=1670074615.000000000 build-id=ffd8675a6b7c85cd29b6c883492732722f9a91fb
range 0+86016 131072+179184
file /usr/lib/x86_64-linux-gnu/libxvidcore.so.4.3
id dev=7:0 ino=327956 size=691200 mtime=1581804140.000000000 build-id=4b84a440a18a6912b0b0145a4069f21d9d07bf8b
range 0+98304 503808+187392
file /usr/lib/x86_64-linux-gnu/libjxl.so.0.7.0
id dev=7:0 ino=327933 size=3505416 mtime=1751529970.000000000 build-id=e06acf18c9740f66856ba33c878890f2e16f7d46
range 0+167936 3006464+131072 3403776+101640
file /usr/lib/x86_64-linux-gnu/librabbitmq.so.4.5.0
id dev=7:0 ino=327976 size=100272 mtime=1788151987.000000000 build-id=f722937c068bbe310f537ca9ba5082750c9566fe
range 0+100272
file /usr/lib/x86_64-linux-gnu/libchromaprint.so.1.5.1
id dev=7:0 ino=327968 size=84480 mtime=1655968578.000000000 build-id=db2219df4b46893376d271c6fe0027e5300685f5
range 0+84480
file /usr/lib/x86_64-linux-gnu/libgme.so.0.6.3
id dev=7:0 ino=327970 size=321552 mtime=1675085796.000000000 build-id=15c09c7029676da5bd08836dce8129bc7c7e767d
range 0+98304 139264+182288
file /usr/lib/x86_64-linux-gnu/libbz2.so.1.0.4
id dev=7:0 ino=325228 size=74688 mtime=1663556049.000000000 build-id=462687d0e5080f8f8f3198430fbe3ca849aec026
range 0+74688
file /usr/lib/x86_64-linux-gnu/libmfx.so.1.35
id dev=7:0 ino=327909 size=63728 mtime=1666091765.000000000 build-id=418a66b89735c2bbd42db5a5843305da944b9f91
range 0+63728
file /usr/lib/x86_64-linux-gnu/libva.so.2.1700.0
id dev=7:0 ino=327906 size=190944 mtime=1672313972.000000000 build-id=038cd4d822536ea243919d55b353b19c3e1d2e94
range 0+190944
file /usr/lib/x86_64-linux-gnu/libvorbisenc.so.2.0.12
id dev=7:0 ino=327775 size=694248 mtime=1601216033.000000000 build-id=15116f34e1cc88f88c13d4e6ce5aab9a05c2ad55
range 0+147456 512000+182248
file /usr/lib/x86_64-linux-gnu/libvorbis.so.0.4.9
id dev=7:0 ino=327773 size=178088 mtime=1601216033.000000000 build-id=ec7eb2232bdce626ff51b704ef636a1ea1e45f75
range 0+98304 106496+71592
file /usr/lib/x86_64-linux-gnu/libtwolame.so.0.0.0
id dev=7:0 ino=327953 size=128936 mtime=1571166969.000000000 build-id=00ed5ff5359200c452b43429461ffb9b1be4b6b2
range 0+128936
file /usr/lib/x86_64-linux-gnu/libtheoradec.so.1.1.4
id dev=7:0 ino=327948 size=108696 mtime=1751180959.000000000 build-id=55459ceb3321b9b18a11d481a5ec6490dbffc794
range 0+108696
file /usr/lib/x86_64-linux-gnu/libtheoraenc.so.1.1.2
id dev=7:0 ino=327949 size=231576 mtime=1751180959.000000000 build-id=c84c39b1ee78fc180f62fefad32cb48fcf5755f7
range 0+151552 159744+71832
file /usr/lib/x86_64-linux-gnu/libspeex.so.1.5.2
id dev=7:0 ino=327941 size=108456 mtime=1675268146.000000000 build-id=8ced79601b1f609215b852e99fe1f2a78a812cf2
range 0+108456
file /usr/lib/x86_64-linux-gnu/libvdpau.so.1.0.0
id dev=7:0 ino=327918 size=18440 mtime=1672912596.000000000 build-id=5f5af22306fb78bf121b62e4bb930c49ced4a49d
range 0+18440
file /usr/lib/x86_64-linux-gnu/libva-x11.so.2.1700.0
id dev=7:0 ino=327916 size=27208 mtime=1672313972.000000000 build-id=bb49967105ac97dc0721ac4ff7a5c9f0259c27fb
range 0+27208
file /usr/lib/x86_64-linux-gnu/libmp3lame.so.0.0.0
id dev=7:0 ino=327769 size=296936 mtime=1664354690.000000000 build-id=5608dbb8e569999f055feb7a55ce4e83ffc66fc7
range 0+217088 221184+75752
file /usr/lib/x86_64-linux-gnu/libopus.so.0.8.0
id dev=7:0 ino=327765 size=383424 mtime=1674861034.000000000 build-id=0ec5bcf38dc0bb8d9649d7e5bd37e5803e6577a4
range 0+98304 229376+154048
file /usr/lib/x86_64-linux-gnu/libgsm.so.1.0.19
id dev=7:0 ino=327925 size=63496 mtime=1664574855.000000000 build-id=7c09eceb6d176fed55c8658ab7c34c5dc121aa62
range 0+63496
file /usr/lib/x86_64-linux-gnu/libsnappy.so.1.1.9
id dev=7:0 ino=327939 size=43376 mtime=1676575892.000000000 build-id=ade1a5725b24a66dadbe7032dd538f9dcd94a724
range 0+43376
file /usr/lib/x86_64-linux-gnu/libva-drm.so.2.1700.0
id dev=7:0 ino=327914 size=14472 mtime=1672313972.000000000 build-id=be6da9b2fa9b4895da022a13d9d1194fa81ef9f4
range 0+14472
file /usr/lib/x86_64-linux-gnu/libjxl_threads.so.0.7.0
id dev=7:0 ino=327934 size=18664 mtime=1751529970.000000000 build-id=c053fe9d53dbd572d3556e41f2d0f0c9b10d2112
range 0+18664
file /usr/lib/x86_64-linux-gnu/libbrotlienc.so.1.0.9
id dev=7:0 ino=327875 size=591920 mtime=1792761221.000000000 build-id=1e97af345c29fcc67f4cfefce2c0042ae8009814
range 0+98304 184320+131072 520192+71728
file /usr/lib/x86_64-linux-gnu/libkrb5.so.3.3
id dev=7:0 ino=325525 size=888080 mtime=1740332544.000000000 build-id=a3db42dd94e38074d2d5567df9eaccfdaa488aed
range 0+212992 757760+130320
file /usr/lib/x86_64-linux-gnu/libicudata.so.72.1
id dev=7:0 ino=325474 size=31262256 mtime=1750621668.000000000 build-id=4af0bd8d2998737d01349e835fa245bdf5b6836c
range 0+69632 31191040+71216
file /usr/lib/x86_64-linux-gnu/libnorm.so.1
id dev=7:0 ino=327988 size=489480 mtime=1613397872.000000000 build-id=80831c0e208f3114ae5aef8a108a32c9b622b9e2
range 0+489480
file /usr/lib/x86_64-linux-gnu/libpgm-5.3.so.0.0.128
id dev=7:0 ino=327989 size=306400 mtime=1602345612.000000000 build-id=332652922c6c4810fd3c074825b156a2c5889e34
range 0+229376 233472+72928
file /usr/lib/x86_64-linux-gnu/libsodium.so.23.3.0
id dev=7:0 ino=325724 size=359112 mtime=1767260288.000000000 build-id=b28e20b6b949966183475a48534e6cb29c7c6131
range 0+167936 212992+146120
file /usr/lib/x86_64-linux-gnu/libgssapi_krb5.so.2.2
id dev=7:0 ino=325442 size=338680 mtime=1740332544.000000000 build-id=d3c57478d2f032b1e63228544e6556b12a9e8969
range 0+338680
file /usr/lib/x86_64-linux-gnu/libgcrypt.so.20.4.1
id dev=7:0 ino=325374 size=1332480 mtime=1668877150.000000000 build-id=fade6d563b1db42d4e193f6dbb712c96bab741c2
range 0+241664 798720+533760
file /usr/lib/x86_64-linux-gnu/libcrypto.so.3
id dev=7:0 ino=325255 size=4734232 mtime=1775219372.000000000 build-id=30563306a0d30a4acfe7ce1e066c8696b5e7856f
range 0+917504 2228224+196608 3538944+131072 4255744+478488
file /usr/lib/x86_64-linux-gnu/libmbedcrypto.so.2.28.3
id dev=7:0 ino=327980 size=501808 mtime=1680118781.000000000 build-id=82ac40dd96e55412754cfddc4c1f64ffdd01db5f
range 0+167936 294912+206896
file /usr/lib/x86_64-linux-gnu/libssl.so.3
id dev=7:0 ino=325737 size=688160 mtime=1775219372.000000000 build-id=c0b9959017cf64b03131964573944fc72958bb2b
range 0+196608 565248+122912
file /usr/lib/x86_64-linux-gnu/libicuuc.so.72.1
id dev=7:0 ino=325494 size=2078888 mtime=1750621668.000000000 build-id=7c2205f373c674d117347a60025ee64af406ff97
range 0+557056 1347584+131072 1933312+145576
file /usr/lib/x86_64-linux-gnu/libunistring.so.2.2.0
id dev=7:0 ino=325790 size=1792040 mtime=1664726954.000000000 build-id=926062d8c8d5bfcbfaf7bad9b41cf4f073ee521e
range 0+167936 266240+131072 1708032+84008
file /usr/lib/x86_64-linux-gnu/libgmp.so.10.4.1
id dev=7:0 ino=325406 size=529216 mtime=1663872237.000000000 build-id=0c00b6d88e6ba3d5177fdae0bd46d8b9d007dc59
range 0+167936 356352+172864
file /usr/lib/x86_64-linux-gnu/libp11-kit.so.0.3.0
id dev=7:0 ino=325622 size=1261376 mtime=1672076805.000000000 build-id=95e3b240efb89892bdff70a5ce483d088c5020b9
range 0+245760 671744+180224 868352+135168 1110016+151360
file /usr/lib/x86_64-linux-gnu/libhogweed.so.6.6
id dev=7:0 ino=325470 size=292856 mtime=1660244862.000000000 build-id=568595f2db0c8a2a59fc8aeb153db78ca51d0168
range 0+167936 217088+75768
file /usr/lib/x86_64-linux-gnu/libnettle.so.8.6
id dev=7:0 ino=325588 size=317544 mtime=1660244862.000000000 build-id=df9d509c9055db57df09603aab0fc4c66ad2837c
range 0+317544
file /usr/lib/x86_64-linux-gnu/libmpg123.so.0.47.0
id dev=7:0 ino=327771 size=372920 mtime=1731252402.000000000 build-id=0c59a225e384ecabb07d25e9ba4aff4c6784509c
range 0+90112 299008+73912
file /usr/lib/x86_64-linux-gnu/libk5crypto.so.3.1
id dev=7:0 ino=325519 size=183048 mtime=1740332544.000000000 build-id=70e76de74fe0886ed8aa0026d88d79ef2c8ba38b
range 0+81920 110592+72456
file /usr/lib/x86_64-linux-gnu/libresolv.so.2
id dev=7:0 ino=325701 size=60328 mtime=1777320873.000000000 build-id=48fabb246b1b0ffa238af9b86ad9738b3602a693
range 0+60328
file /usr/lib/x86_64-linux-gnu/libkrb5support.so.0.1
id dev=7:0 ino=325527 size=52224 mtime=1740332544.000000000 build-id=337124fa658e00bbae772740a9dd7c3bda8e0cd3
range 0+52224
file /usr/lib/x86_64-linux-gnu/libkeyutils.so.1.10
id dev=7:0 ino=325521 size=22448 mtime=1671398158.000000000 build-id=34f01abd80dbfc7728a7c585ad351cb42029693e
range 0+22448
file /usr/lib/x86_64-linux-gnu/libcom_err.so.2.1
id dev=7:0 ino=327417 size=18344 mtime=1749229968.000000000 build-id=a1f1770007a931f55d5ba0760633b794222ee278
range 0+18344
file /usr/lib/x86_64-linux-gnu/libxcb-dri3.so.0.1.0
id dev=7:0 ino=325819 size=22600 mtime=1659592779.000000000 build-id=618b739210250babf7186ff30b4270c8f86c6813
range 0+22600
file /usr/lib/x86_64-linux-gnu/libX11-xcb.so.1.0.0
id dev=7:0 ino=324963 size=13944 mtime=1696323152.000000000 build-id=b7b5dc607f8b417b84bd87e978906692ef7e9cbf
range 0+13944
file /usr/lib/x86_64-linux-gnu/libgpg-error.so.0.33.1
id dev=7:0 ino=325434 size=157768 mtime=1666124568.000000000 build-id=553b3a158bc28ebd0e96946cfe0dcdf35e85fb7e
range 0+157768
file /usr/lib/x86_64-linux-gnu/libcjson.so.1.7.15
id dev=7:0 ino=327978 size=34688 mtime=1757628927.000000000 build-id=2d99b796876a635c19c2271e5478026c890f613a
range 0+34688
file /usr/lib/x86_64-linux-gnu/libtasn1.so.6.6.3
id dev=7:0 ino=325746 size=83968 mtime=1739017393.000000000 build-id=a560c4e27669c957c7ae0efdb8a03e04bb1c2c22
range 0+83968
file /usr/lib/x86_64-linux-gnu/libidn2.so.0.3.8
id dev=7:0 ino=325498 size=198776 mtime=1661703271.000000000 build-id=ddba28970641f1f110f7585d57dc5867e2ee4ffd
range 0+98304 126976+71800
file /usr/lib/x86_64-linux-gnu/libudfread.so.0.1.0
id dev=7:0 ino=327964 size=38752 mtime=1620508601.000000000 build-id=e0069c16b99035df05a03279c635ccc772995b38
range 0+38752
file /usr/lib/x86_64-linux-gnu/libvorbisfile.so.3.3.8
id dev=7:0 ino=327972 size=38752 mtime=1601216033.000000000 build-id=d591ec4ba595e7aeb7521390d358272d2e51b4a9
range 0+38752
file /usr/lib/x86_64-linux-gnu/libnuma.so.1.0.0
id dev=7:0 ino=325612 size=52312 mtime=1672097433.000000000 build-id=a914b2db140e2efc7965d041a6991f9731e00264
range 0+52312
file /usr/lib/x86_64-linux-gnu/libogg.so.0.8.5
id dev=7:0 ino=327755 size=38752 mtime=1670429065.000000000 build-id=08605f4e95bff64c4b5e2b617d17e0c67a5a3cb6
range 0+38752
file /usr/lib/x86_64-linux-gnu/libpthread.so.0
id dev=7:0 ino=325685 size=14480 mtime=1777320873.000000000 build-id=8d74f897770fa3fafa8db4cfac4596c0587ae698
range 0+14480
file /etc/gimp/2.0/gimprc
id dev=7:0 ino=132047 size=37977 mtime=1776190687.000000000
range 0+37977
file /usr/lib/x86_64-linux-gnu/libgfortran.so.5.0.0
id dev=7:0 ino=327887 size=2923712 mtime=1744025177.000000000 build-id=5c7072ef21ffc362340a4832a53527e04b75694e
range 0+184320 2424832+498880
file /usr/lib/x86_64-linux-gnu/openblas-pthread/liblapack.so.3
id dev=7:0 ino=436738 size=7313872 mtime=1671462231.000000000 build-id=d20da0ceaa7a2d526e6e17a826c303f1e8993d17
range 0+208896 6529024+131072 7225344+88528
file /usr/lib/x86_64-linux-gnu/gegl-0.4/gegl-common.so
id dev=7:0 ino=436783 size=1689248 mtime=1771423685.000000000 build-id=8af1902eb2ef946ac06277d16fd1a54d625d1ae4
range 0+720896 958464+131072 1245184+327680 1605632+83616
file /usr/lib/x86_64-linux-gnu/gegl-0.4/gegl-generated.so
id dev=7:0 ino=436787 size=120832 mtime=1771423685.000000000 build-id=fd893853ba39f20327214709abb44863eaf49b61
range 0+120832
file /usr/lib/x86_64-linux-gnu/libgegl-sc-0.4.so
id dev=7:0 ino=328033 size=116576 mtime=1771423685.000000000 build-id=b1d77ad5354683a3dcfea07d8ce145a860a298cf
range 0+116576
file /usr/lib/x86_64-linux-gnu/libquadmath.so.0.0.0
id dev=7:0 ino=325692 size=285304 mtime=1744025177.000000000 build-id=3d09a9391343270797dd2264cfecffcec9f08230
range 0+98304 155648+129656
file /usr/lib/x86_64-linux-gnu/libmetis.so.5.1.0
id dev=7:0 ino=328025 size=452168 mtime=1589920201.000000000 build-id=7261643cd52bdab9cf8da0b6603742d13f13ddf3
range 0+167936 307200+144968
file /usr/lib/x86_64-linux-gnu/libcamd.so.2.4.6
id dev=7:0 ino=328019 size=43080 mtime=1656330218.000000000 build-id=c37283df1d926fc87c4026953a5aa3c6b6d0599a
range 0+43080
file /usr/lib/x86_64-linux-gnu/libccolamd.so.2.9.6
id dev=7:0 ino=328021 size=47176 mtime=1656330218.000000000 build-id=b9e589ee543cd32b212f8b17d9171af659d9ef01
range 0+47176
file /usr/lib/x86_64-linux-gnu/libcolamd.so.2.9.6
id dev=7:0 ino=328023 size=30728 mtime=1656330218.000000000 build-id=9a060b4f99c30772b8430694b6e1b5a1f4a121a3
range 0+30728
file /usr/lib/x86_64-linux-gnu/gegl-0.4/seamless-clone.so
id dev=7:0 ino=436809 size=22528 mtime=1771423685.000000000 build-id=d1c7240e638d54ee324acf2d83e76c3688e61fdb
range 0+22528
file /usr/lib/x86_64-linux-gnu/gegl-0.4/pixbuf-save.so
id dev=7:0 ino=436800 size=18432 mtime=1771423685.000000000 build-id=d44eef5889d4b25386ab6db99719035fb60029a9
range 0+18432
file /usr/lib/x86_64-linux-gnu/gegl-0.4/rgbe-save.so
id dev=7:0 ino=436807 size=30800 mtime=1771423685.000000000 build-id=498e7476d8a10f8372f64f805ab08d6f20952be7
range 0+30800
file /usr/lib/x86_64-linux-gnu/gegl-0.4/gegl-common-gpl3.so
id dev=7:0 ino=436780 size=574368 mtime=1771423685.000000000 build-id=ab4b8860b970e2f35955d7a5c87f476b57a1a22f
range 0+574368
file /usr/lib/x86_64-linux-gnu/gegl-0.4/npy-save.so
id dev=7:0 ino=436796 size=18432 mtime=1771423685.000000000 build-id=0b3493a23af311ef48f0c52ad63742ee11b922fe
range 0+18432
file /usr/lib/x86_64-linux-gnu/gegl-0.4/tiff-save.so
id dev=7:0 ino=436813 size=30800 mtime=1771423685.000000000 build-id=eeba2fde53b8829aef2db75024396ca43d36d6b5
range 0+30800
file /usr/lib/x86_64-linux-gnu/gegl-0.4/jpg-save.so
id dev=7:0 ino=436792 size=26704 mtime=1771423685.000000000 build-id=b12d7215faf74d0d11ae344a91674a762284802e
range 0+26704
file /usr/lib/x86_64-linux-gnu/gegl-0.4/png-save.so
id dev=7:0 ino=436802 size=30800 mtime=1771423685.000000000 build-id=0966fff1224dd79f907e74dc3f2a2753c09ba0f4
range 0+30800
file /usr/lib/x86_64-linux-gnu/gegl-0.4/ppm-save.so
id dev=7:0 ino=436804 size=22528 mtime=1771423685.000000000 build-id=f931a30c76979d6f140fd862e46157ceb516b946
range 0+22528
file /usr/lib/x86_64-linux-gnu/gegl-0.4/webp-save.so
id dev=7:0 ino=436818 size=22528 mtime=1771423685.000000000 build-id=34a02e8cc991090e18cbd8f00037ea68ff6f5ea5
range 0+22528
file /usr/lib/x86_64-linux-gnu/gegl-0.4/exr-save.so
id dev=7:0 ino=436772 size=22624 mtime=1771423685.000000000 build-id=aeddac97d75a217793116cb7defc3367477b1199
range 0+22624
file /usr/lib/x86_64-linux-gnu/gegl-0.4/path.so
id dev=7:0 ino=436797 size=30720 mtime=1771423685.000000000 build-id=b2ccaf8a17497c3569977f8f5a30a0462551284d
range 0+30720
file /usr/lib/x86_64-linux-gnu/gegl-0.4/lcms-from-profile.so
id dev=7:0 ino=436793 size=22672 mtime=1771423685.000000000 build-id=e9adc089964fb367984acc4c917eb63bdbfc0c0b
range 0+22672
file /usr/lib/x86_64-linux-gnu/gegl-0.4/vector-stroke.so
id dev=7:0 ino=436816 size=26632 mtime=1771423685.000000000 build-id=2254d3031b1e72d6a9cb9dd2a89ac82df6536637
range 0+26632
file /usr/lib/x86_64-linux-gnu/gegl-0.4/gegl-common-cxx.so
id dev=7:0 ino=436777 size=88808 mtime=1771423685.000000000 build-id=187a9876b8966b06b2622597b29b678191c3dcd1
range 0+88808
file /usr/lib/x86_64-linux-gnu/gegl-0.4/transformops.so
id dev=7:0 ino=436814 size=75856 mtime=1771423685.000000000 build-id=68cff182d823e02e76193926245a101bca8c3b2a
range 0+75856
file /usr/lib/x86_64-linux-gnu/gegl-0.4/npd.so
id dev=7:0 ino=436795 size=22528 mtime=1771423685.000000000 build-id=22512e1613b7f34e41092734c3aea7ad598a8c30
range 0+22528
file /usr/lib/x86_64-linux-gnu/gegl-0.4/jpg-load.so
id dev=7:0 ino=436791 size=22608 mtime=1771423685.000000000 build-id=c299669d38b7b846d13790e94d571efe75ec9353
range 0+22608
file /usr/lib/x86_64-linux-gnu/gegl-0.4/seamless-clone-compose.so
id dev=7:0 ino=436808 size=14336 mtime=1771423685.000000000 build-id=a5b5274c13efc06f0f95451b64625e43a8c1bfc7
range 0+14336
file /usr/lib/x86_64-linux-gnu/gegl-0.4/webp-load.so
id dev=7:0 ino=436817 size=22528 mtime=1771423685.000000000 build-id=d1ceb162dfc373bb38f5688c92be441e1df590fa
range 0+22528
file /usr/lib/x86_64-linux-gnu/gegl-0.4/pixbuf-load.so
id dev=7:0 ino=436799 size=14336 mtime=1771423685.000000000 build-id=10003abb1d400ca4bbfb69fa8fc261d807bfc760
range 0+14336
file /usr/lib/x86_64-linux-gnu/gegl-0.4/ff-load.so
id dev=7:0 ino=436773 size=30720 mtime=1771423685.000000000 build-id=8a0898b9cb354aacd8802e4ee5be930672df1f38
range 0+30720
file /usr/lib/x86_64-linux-gnu/gegl-0.4/png-load.so
id dev=7:0 ino=436801 size=34896 mtime=1771423685.000000000 build-id=b19cd98bbf31f13d33d93d9971c05cd32c9da33a
range 0+34896
file /usr/lib/x86_64-linux-gnu/gegl-0.4/rgbe-load.so
id dev=7:0 ino=436806 size=30800 mtime=1771423685.000000000 build-id=0db4176efd510716bf6ea47c56732ef3cd7b95af
range 0+30800
file /usr/lib/x86_64-linux-gnu/gegl-0.4/pdf-load.so
id dev=7:0 ino=436798 size=22528 mtime=1771423685.000000000 build-id=4559660a18b6fa4ffa975145c8442fe211d2cd4b
range 0+22528
file /usr/lib/x86_64-linux-gnu/libraw.so.20.0.0
id dev=7:0 ino=328009 size=1093424 mtime=1785277453.000000000 build-id=9ccd76b98137e0dd237d07d4fa1b4e415fc6231a
range 0+196608 684032+225280 1011712+81712
file /usr/lib/x86_64-linux-gnu/gegl-0.4/tiff-load.so
id dev=7:0 ino=436812 size=34896 mtime=1771423685.000000000 build-id=46d4d52c14d900b7c77c9deb39b7acd015055700
range 0+34896
file /usr/lib/x86_64-linux-gnu/gegl-0.4/exr-load.so
id dev=7:0 ino=436771 size=26720 mtime=1771423685.000000000 build-id=d2bd7f54dfb7a1b422f95b338e5fce5301c62e24
range 0+26720
file /usr/lib/x86_64-linux-gnu/gegl-0.4/v4l.so
id dev=7:0 ino=436815 size=30720 mtime=1771423685.000000000 build-id=19ec84512033d35fee9297ddaf414559205cbab1
range 0+30720
file /usr/lib/x86_64-linux-gnu/gegl-0.4/text.so
id dev=7:0 ino=436811 size=26624 mtime=1771423685.000000000 build-id=5f0361d50628e85b1ce1453f4861e1527d36b6bd
range 0+26624
file /usr/lib/x86_64-linux-gnu/gegl-0.4/svg-load.so
id dev=7:0 ino=436810 size=22528 mtime=1771423685.000000000 build-id=9f2f76b6ba2f5440a8a7ca47e1f89872920f7c10
range 0+22528
file /usr/lib/x86_64-linux-gnu/gegl-0.4/ppm-load.so
id dev=7:0 ino=436803 size=22528 mtime=1771423685.000000000 build-id=94136639cf998e06ac0e21c922af3838c9841865
range 0+22528
file /usr/lib/x86_64-linux-gnu/gegl-0.4/gif-load.so
id dev=7:0 ino=436790 size=38992 mtime=1771423685.000000000 build-id=236698e523cf9c4d61eca3489d1a140ade46fc34
range 0+38992
file /usr/share/gimp/2.0/brushes/Fun/Wilber.gih
id dev=7:0 ino=579665 size=9165111 mtime=1776190687.000000000
range 0+4586714
file /usr/share/gimp/2.0/brushes/Basic/1-pixel.vbr
id dev=7:0 ino=579653 size=77 mtime=1776190687.000000000
range 0+77
file /usr/share/gimp/2.0/brushes/Basic/Block-01.vbr
id dev=7:0 ino=579654 size=81 mtime=1776190687.000000000
range 0+81
file /usr/share/gimp/2.0/brushes/Basic/Block-02.vbr
id dev=7:0 ino=579655 size=72 mtime=1776190687.000000000
range 0+72
file /usr/share/gimp/2.0/brushes/Basic/Block-03.vbr
id dev=7:0 ino=579656 size=73 mtime=1776190687.000000000
range 0+73
file /usr/share/gimp/2.0/brushes/Basic/Hardness-025.vbr
id dev=7:0 ino=579657 size=75 mtime=1776190687.000000000
range 0+75
file /usr/share/gimp/2.0/brushes/Basic/Hardness-050.vbr
id dev=7:0 ino=579658 size=76 mtime=1776190687.000000000
range 0+76
file /usr/share/gimp/2.0/brushes/Basic/Hardness-075.vbr
id dev=7:0 ino=579659 size=76 mtime=1776190687.000000000
range 0+76
file /usr/share/gimp/2.0/brushes/Basic/Hardness-100.vbr
id dev=7:0 ino=579660 size=76 mtime=1776190687.000000000
range 0+76
file /usr/share/gimp/2.0/brushes/Basic/Star.vbr
id dev=7:0 ino=579661 size=79 mtime=1776190687.000000000
range 0+79
file /usr/share/gimp/2.0/brushes/Basic/pixel.gbr
id dev=7:0 ino=579662 size=48 mtime=1776190687.000000000
range 0+48
file /usr/share/gimp/2.0/brushes/Fun/GEGL-goat.gih
id dev=7:0 ino=579664 size=425791 mtime=1776190687.000000000
range 0+425791
file /usr/share/gimp/2.0/dynamics/Basic/Negative-Size-Pressure.gdyn
id dev=7:0 ino=579764 size=215504 mtime=1776190687.000000000
range 0+215504
file /usr/share/gimp/2.0/brushes/Fun/pepper.gbr
id dev=7:0 ino=579666 size=158437 mtime=1776190687.000000000
range 0+158437
file /usr/share/gimp/2.0/brushes/Legacy/confetti.gbr
id dev=7:0 ino=579668 size=793 mtime=1776190687.000000000
range 0+793
file /usr/share/gimp/2.0/brushes/Legacy/confetti.gih
id dev=7:0 ino=579669 size=8076 mtime=1776190687.000000000
range 0+8076
file /usr/share/gimp/2.0/brushes/Legacy/vine.gih
id dev=7:0 ino=579670 size=116027 mtime=1776190687.000000000
range 0+116027
file /usr/share/gimp/2.0/brushes/Media/Acrylic-01.gih
id dev=7:0 ino=579672 size=129909 mtime=1776190687.000000000
range 0+129909
file /usr/share/gimp/2.0/brushes/Media/Acrylic-02.gih
id dev=7:0 ino=579673 size=129915 mtime=1776190687.000000000
range 0+129915
file /usr/share/gimp/2.0/brushes/Media/Acrylic-03.gih
id dev=7:0 ino=579674 size=169109 mtime=1776190687.000000000
range 0+169109
file /usr/share/gimp/2.0/brushes/Media/Acrylic-04.gih
id dev=7:0 ino=579675 size=176715 mtime=1776190687.000000000
range 0+176715
file /usr/share/gimp/2.0/brushes/Media/Acrylic-05.gih
id dev=7:0 ino=579676 size=590216 mtime=1776190687.000000000
range 0+590216
file /usr/share/gimp/2.0/brushes/Media/Bristles-01.gbr
id dev=7:0 ino=579677 size=4136 mtime=1776190687.000000000
range 0+4136
file /usr/share/gimp/2.0/brushes/Media/Bristles-02.gbr
id dev=7:0 ino=579678 size=4136 mtime=1776190687.000000000
range 0+4136
file /usr/share/gimp/2.0/brushes/Media/Bristles-03.gbr
id dev=7:0 ino=579679 size=940 mtime=1776190687.000000000
range 0+940
file /usr/share/gimp/2.0/brushes/Media/Oils-01.gbr
id dev=7:0 ino=579680 size=4920 mtime=1776190687.000000000
range 0+4920
file /usr/share/gimp/2.0/brushes/Media/Oils-02.gbr
id dev=7:0 ino=579681 size=8496 mtime=1776190687.000000000
range 0+8496
file /usr/share/gimp/2.0/brushes/Media/Oils-03.gbr
id dev=7:0 ino=579682 size=27260 mtime=1776190687.000000000
range 0+27260
file /usr/share/gimp/2.0/brushes/Sketch/Chalk-01.gih
id dev=7:0 ino=579684 size=193907 mtime=1776190687.000000000
range 0+193907
file /usr/share/gimp/2.0/brushes/Sketch/Chalk-02.gih
id dev=7:0 ino=579685 size=264855 mtime=1776190687.000000000
range 0+264855
file /usr/share/gimp/2.0/brushes/Sketch/Chalk-03.gih
id dev=7:0 ino=579686 size=16670 mtime=1776190687.000000000
range 0+16670
file /usr/share/gimp/2.0/brushes/Sketch/Charcoal-01.gbr
id dev=7:0 ino=579687 size=4136 mtime=1776190687.000000000
range 0+4136
file /usr/share/gimp/2.0/brushes/Sketch/Charcoal-02.gbr
id dev=7:0 ino=579688 size=16424 mtime=1776190687.000000000
range 0+16424
file /usr/share/gimp/2.0/brushes/Sketch/Charcoal-03.gih
id dev=7:0 ino=579689 size=25004 mtime=1776190687.000000000
range 0+25004
file /usr/share/gimp/2.0/brushes/Sketch/Pencil-01.gih
id dev=7:0 ino=579690 size=30518 mtime=1776190687.000000000
range 0+30518
file /usr/share/gimp/2.0/brushes/Sketch/Pencil-02.gih
id dev=7:0 ino=579691 size=30518 mtime=1776190687.000000000
range 0+30518
file /usr/share/gimp/2.0/brushes/Sketch/Pencil-03.gih
id dev=7:0 ino=579692 size=6866 mtime=1776190687.000000000
range 0+6866
file /usr/share/gimp/2.0/brushes/Sketch/Pencil-Scratch.gbr
id dev=7:0 ino=579693 size=4139 mtime=1776190687.000000000
range 0+4139
file /usr/share/gimp/2.0/brushes/Splatters/Grunge-01.gih
id dev=7:0 ino=579695 size=590401 mtime=1776190687.000000000
range 0+590401
file /usr/share/gimp/2.0/brushes/Splatters/Sparks-Hose.gih
id dev=7:0 ino=579696 size=127644 mtime=1776190687.000000000
range 0+127644
file /usr/share/gimp/2.0/brushes/Splatters/Splats-01.gih
id dev=7:0 ino=579697 size=156296 mtime=1776190687.000000000
range 0+156296
file /usr/share/gimp/2.0/brushes/Splatters/Splats-02.gih
id dev=7:0 ino=579698 size=205866 mtime=1776190687.000000000
range 0+205866
file /usr/share/gimp/2.0/brushes/Splatters/Sponge-01.gbr
id dev=7:0 ino=579699 size=62538 mtime=1776190687.000000000
range 0+62538
file /usr/share/gimp/2.0/brushes/Splatters/Sponge-02.gbr
id dev=7:0 ino=579700 size=28262 mtime=1776190687.000000000
range 0+28262
file /usr/share/gimp/2.0/brushes/Texture/Cell-01.gbr
id dev=7:0 ino=579702 size=27260 mtime=1776190687.000000000
range 0+27260
file /usr/share/gimp/2.0/brushes/Texture/Cell-02.gbr
id dev=7:0 ino=579703 size=11700 mtime=1776190687.000000000
range 0+11700
file /usr/share/gimp/2.0/brushes/Texture/Grass.gih
id dev=7:0 ino=579704 size=250304 mtime=1776190687.000000000
range 0+250304
file /usr/share/gimp/2.0/brushes/Texture/Hatch-Pen-01.gbr
id dev=7:0 ino=579705 size=16425 mtime=1776190687.000000000
range 0+16425
file /usr/share/gimp/2.0/brushes/Texture/Smoke.gbr
id dev=7:0 ino=579706 size=28090 mtime=1776190687.000000000
range 0+28090
file /usr/share/gimp/2.0/brushes/Texture/Stone-Work-01.gih
id dev=7:0 ino=579707 size=744644 mtime=1776190687.000000000
range 0+744644
file /usr/share/gimp/2.0/brushes/Texture/Texture-01.gbr
id dev=7:0 ino=579708 size=47964 mtime=1776190687.000000000
range 0+47964
file /usr/share/gimp/2.0/brushes/Texture/Texture-02.gbr
id dev=7:0 ino=579709 size=40039 mtime=1776190687.000000000
range 0+40039
file /usr/share/gimp/2.0/brushes/Texture/Texture-Hose-01.gih
id dev=7:0 ino=579710 size=541198 mtime=1776190687.000000000
range 0+541198
file /usr/share/gimp/2.0/brushes/Texture/Texture-Hose-02.gih
id dev=7:0 ino=579711 size=541219 mtime=1776190687.000000000
range 0+541219
file /usr/share/gimp/2.0/brushes/Texture/Texture-Hose-03.gih
id dev=7:0 ino=579712 size=360249 mtime=1776190687.000000000
range 0+360249
file /usr/share/gimp/2.0/brushes/Texture/Vegetation-01.gbr
id dev=7:0 ino=579713 size=28772 mtime=1776190687.000000000
range 0+28772
file /usr/share/gimp/2.0/brushes/Texture/Vegetation-02.gih
id dev=7:0 ino=579714 size=86438 mtime=1776190687.000000000
range 0+86438
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/10x10square.gbr
id dev=7:0 ino=579716 size=143 mtime=1776190687.000000000
range 0+143
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/10x10squareBlur.gbr
id dev=7:0 ino=579717 size=148 mtime=1776190687.000000000
range 0+148
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/20x20square.gbr
id dev=7:0 ino=579718 size=443 mtime=1776190687.000000000
range 0+443
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/20x20squareBlur.gbr
id dev=7:0 ino=579719 size=448 mtime=1776190687.000000000
range 0+448
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/5x5square.gbr
id dev=7:0 ino=579720 size=66 mtime=1776190687.000000000
range 0+66
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/5x5squareBlur.gbr
id dev=7:0 ino=579721 size=71 mtime=1776190687.000000000
range 0+71
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Calligraphic-Brush-0.vbr
id dev=7:0 ino=579722 size=79 mtime=1776190687.000000000
range 0+79
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Calligraphic-Brush-1.vbr
id dev=7:0 ino=579723 size=82 mtime=1776190687.000000000
range 0+82
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Calligraphic-Brush-2.vbr
id dev=7:0 ino=579724 size=82 mtime=1776190687.000000000
range 0+82
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Calligraphic-Brush-3.vbr
id dev=7:0 ino=579725 size=81 mtime=1776190687.000000000
range 0+81
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-1.vbr
id dev=7:0 ino=579726 size=71 mtime=1776190687.000000000
range 0+71
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-11.vbr
id dev=7:0 ino=579727 size=71 mtime=1776190687.000000000
range 0+71
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-13.vbr
id dev=7:0 ino=579728 size=71 mtime=1776190687.000000000
range 0+71
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-15.vbr
id dev=7:0 ino=579729 size=71 mtime=1776190687.000000000
range 0+71
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-17.vbr
id dev=7:0 ino=579730 size=71 mtime=1776190687.000000000
range 0+71
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-19.vbr
id dev=7:0 ino=579731 size=71 mtime=1776190687.000000000
range 0+71
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-3.vbr
id dev=7:0 ino=579732 size=71 mtime=1776190687.000000000
range 0+71
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-5.vbr
id dev=7:0 ino=579733 size=71 mtime=1776190687.000000000
range 0+71
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-7.vbr
id dev=7:0 ino=579734 size=71 mtime=1776190687.000000000
range 0+71
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-9.vbr
id dev=7:0 ino=579735 size=71 mtime=1776190687.000000000
range 0+71
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-Fuzzy-11.vbr
id dev=7:0 ino=579736 size=77 mtime=1776190687.000000000
range 0+77
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-Fuzzy-13.vbr
id dev=7:0 ino=579737 size=77 mtime=1776190687.000000000
range 0+77
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-Fuzzy-15.vbr
id dev=7:0 ino=579738 size=77 mtime=1776190687.000000000
range 0+77
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-Fuzzy-17.vbr
id dev=7:0 ino=579739 size=77 mtime=1776190687.000000000
range 0+77
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-Fuzzy-19.vbr
id dev=7:0 ino=579740 size=77 mtime=1776190687.000000000
range 0+77
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-Fuzzy-3.vbr
id dev=7:0 ino=579741 size=77 mtime=1776190687.000000000
range 0+77
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-Fuzzy-5.vbr
id dev=7:0 ino=579742 size=77 mtime=1776190687.000000000
range 0+77
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-Fuzzy-7.vbr
id dev=7:0 ino=579743 size=77 mtime=1776190687.000000000
range 0+77
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Circle-Fuzzy-9.vbr
id dev=7:0 ino=579744 size=77 mtime=1776190687.000000000
range 0+77
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Diagonal-Star-11.vbr
id dev=7:0 ino=579745 size=89 mtime=1776190687.000000000
range 0+89
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Diagonal-Star-17.vbr
id dev=7:0 ino=579746 size=89 mtime=1776190687.000000000
range 0+89
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Diagonal-Star-25.vbr
id dev=7:0 ino=579747 size=90 mtime=1776190687.000000000
range 0+90
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Grass1.gih
id dev=7:0 ino=579748 size=250304 mtime=1776190687.000000000
range 0+250304
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/SketchBrush-16.gih
id dev=7:0 ino=579749 size=1618 mtime=1776190687.000000000
range 0+1618
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/SketchBrush-32.gih
id dev=7:0 ino=579750 size=5458 mtime=1776190687.000000000
range 0+5458
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/SketchBrush-64.gih
id dev=7:0 ino=579751 size=20818 mtime=1776190687.000000000
range 0+20818
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/Structure.gbr
id dev=7:0 ino=579752 size=65574 mtime=1776190687.000000000
range 0+65574
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/dunes.gbr
id dev=7:0 ino=579753 size=1100 mtime=1776190687.000000000
range 0+1100
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/feltpen.gih
id dev=7:0 ino=579754 size=118799 mtime=1776190687.000000000
range 0+118799
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/galaxy-big.gbr
id dev=7:0 ino=579755 size=10040 mtime=1776190687.000000000
range 0+10040
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/galaxy.gbr
id dev=7:0 ino=579756 size=2637 mtime=1776190687.000000000
range 0+2637
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/galaxy_small.gbr
id dev=7:0 ino=579757 size=749 mtime=1776190687.000000000
range 0+749
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/pepper.gbr
id dev=7:0 ino=579758 size=11991 mtime=1776190687.000000000
range 0+11991
file /usr/share/gimp/2.0/brushes/gimp-obsolete-files/pixel.gbr
id dev=7:0 ino=579759 size=48 mtime=1776190687.000000000
range 0+48
file /usr/share/gimp/2.0/dynamics/Basic/Basic-Simple.gdyn
id dev=7:0 ino=579762 size=215493 mtime=1776190687.000000000
range 0+215493
file /usr/share/gimp/2.0/dynamics/Basic/Dynamics-Random.gdyn
id dev=7:0 ino=579763 size=215509 mtime=1776190687.000000000
range 0+215509
file /usr/share/gimp/2.0/dynamics/Basic/Pen-Generic.gdyn
id dev=7:0 ino=579765 size=215506 mtime=1776190687.000000000
range 0+215506
file /usr/share/gimp/2.0/dynamics/Basic/Pencil-Generic.gdyn
id dev=7:0 ino=579766 size=215504 mtime=1776190687.000000000
range 0+215504
file /usr/share/gimp/2.0/dynamics/Basic/Pencil-Shader.gdyn
id dev=7:0 ino=579767 size=215500 mtime=1776190687.000000000
range 0+215500
file /usr/share/gimp/2.0/dynamics/Basic/Pressure-Opacity.gdyn
id dev=7:0 ino=579768 size=215510 mtime=1776190687.000000000
range 0+215510
file /usr/share/gimp/2.0/dynamics/Basic/Pressure-Size.gdyn
id dev=7:0 ino=579769 size=215511 mtime=1776190687.000000000
range 0+215511
file /usr/share/gimp/2.0/dynamics/Basic-Dynamics.gdyn
id dev=7:0 ino=579770 size=1194 mtime=1776190687.000000000
range 0+1194
file /usr/share/gimp/2.0/dynamics/Color-From-Gradient.gdyn
id dev=7:0 ino=579771 size=1820 mtime=1776190687.000000000
range 0+1820
file /usr/share/gimp/2.0/dynamics/Dynamics-Off.gdyn
id dev=7:0 ino=579772 size=1188 mtime=1776190687.000000000
range 0+1188
file /usr/share/gimp/2.0/dynamics/FX/Confetti.gdyn
id dev=7:0 ino=579774 size=215492 mtime=1776190687.000000000
range 0+215492
file /usr/share/gimp/2.0/dynamics/FX/Perspective.gdyn
id dev=7:0 ino=579775 size=215493 mtime=1776190687.000000000
range 0+215493
file /usr/share/gimp/2.0/dynamics/FX/Speed_Size_Opacity.gdyn
id dev=7:0 ino=579776 size=215503 mtime=1776190687.000000000
range 0+215503
file /usr/lib/gimp/2.0/plug-ins/file-darktable/file-darktable
id dev=7:0 ino=437275 size=35120 mtime=1776190687.000000000 build-id=31881e05bf9288706f4f8bed5f47dd334dbe6f33
range 0+35120
file /usr/lib/x86_64-linux-gnu/libgimp-2.0.so.0.1000.34
id dev=7:0 ino=328039 size=342136 mtime=1776190687.000000000 build-id=3d714f9a02fe69b8a28e2efcdb61316cd4fbf635
range 0+342136
file /var/cache/fontconfig/a4e60e8d1e10d2fdff3fe3037a1845fb-le64.cache-8
id dev=7:0 ino=132088 size=52456 mtime=1795692609.505301950
range 0+52456
file /var/cache/fontconfig/d589a48862398ed80a3d6066f4f56f4c-le64.cache-8
id dev=7:0 ino=132071 size=49448 mtime=1795689684.599743979
range 0+49448
file /var/cache/fontconfig/6cc790b63b123a6a96ee260fcdad32a9-le64.cache-8
id dev=7:0 ino=132087 size=58472 mtime=1795692609.431060494
range 0+58472
file /var/cache/fontconfig/e13b20fdb08344e0e664864cc2ede53d-le64.cache-8
id dev=7:0 ino=132079 size=52256 mtime=1795692609.410479651
range 0+52256
file /var/cache/fontconfig/c57959a16110560c8d0fcea73374aeeb-le64.cache-8
id dev=7:0 ino=132072 size=18048 mtime=1795689684.601762177
range 0+18048
file /usr/share/gimp/2.0/dynamics/Fade-Tapering.gdyn
id dev=7:0 ino=579777 size=1191 mtime=1776190687.000000000
range 0+1191
file /usr/share/gimp/2.0/dynamics/Random-Color.gdyn
id dev=7:0 ino=579778 size=215510 mtime=1776190687.000000000
range 0+215510
file /usr/share/gimp/2.0/dynamics/Tilt-Angle.gdyn
id dev=7:0 ino=579779 size=1187 mtime=1776190687.000000000
range 0+1187
file /usr/share/gimp/2.0/dynamics/Track-Direction.gdyn
id dev=7:0 ino=579780 size=1192 mtime=1776190687.000000000
range 0+1192
file /usr/share/gimp/2.0/dynamics/Velocity-Tapering.gdyn
id dev=7:0 ino=579781 size=1195 mtime=1776190687.000000000
range 0+1195
file /usr/share/gimp/2.0/patterns/Animal/leather.pat
id dev=7:0 ino=583219 size=12320 mtime=1776190687.000000000
range 0+12320
file /usr/share/gimp/2.0/patterns/Animal/leopard.pat
id dev=7:0 ino=583220 size=11936 mtime=1776190687.000000000
range 0+11936
file /usr/share/gimp/2.0/patterns/Fabric/burlap.pat
id dev=7:0 ino=583222 size=27679 mtime=1776190687.000000000
range 0+27679
file /usr/share/gimp/2.0/patterns/Food/choc_swirl.pat
id dev=7:0 ino=583224 size=7540 mtime=1776190687.000000000
range 0+7540
file /usr/share/gimp/2.0/patterns/Food/java.pat
id dev=7:0 ino=583225 size=12317 mtime=1776190687.000000000
range 0+12317
file /usr/share/gimp/2.0/patterns/Legacy/3dgreen.pat
id dev=7:0 ino=583227 size=6108 mtime=1776190687.000000000
range 0+6108
file /usr/share/gimp/2.0/patterns/Legacy/Stripes1px.pat
id dev=7:0 ino=583228 size=9253 mtime=1776190687.000000000
range 0+9253
file /usr/share/gimp/2.0/patterns/Legacy/Stripes2px.pat
id dev=7:0 ino=583229 size=9248 mtime=1776190687.000000000
range 0+9248
file /usr/share/gimp/2.0/patterns/Legacy/blue.pat
id dev=7:0 ino=583230 size=6108 mtime=1776190687.000000000
range 0+6108
file /usr/share/gimp/2.0/patterns/Legacy/bluegrid.pat
id dev=7:0 ino=583231 size=1909 mtime=1776190687.000000000
range 0+1909
file /usr/share/gimp/2.0/patterns/Legacy/bluesquares.pat
id dev=7:0 ino=583232 size=48037 mtime=1776190687.000000000
range 0+48037
file /usr/share/gimp/2.0/patterns/Legacy/blueweb.pat
id dev=7:0 ino=583233 size=12321 mtime=1776190687.000000000
range 0+12321
file /usr/share/gimp/2.0/patterns/Legacy/fibers.pat
id dev=7:0 ino=583234 size=7531 mtime=1776190687.000000000
range 0+7531
file /usr/share/gimp/2.0/patterns/Legacy/nops.pat
id dev=7:0 ino=583235 size=49181 mtime=1776190687.000000000
range 0+49181
file /usr/share/gimp/2.0/patterns/Legacy/pastel.pat
id dev=7:0 ino=583236 size=12325 mtime=1776190687.000000000
range 0+12325
file /usr/share/gimp/2.0/patterns/Legacy/qube1.pat
id dev=7:0 ino=583237 size=5331 mtime=1776190687.000000000
range 0+5331
file /usr/share/gimp/2.0/patterns/Legacy/recessed.pat
id dev=7:0 ino=583238 size=6433 mtime=1776190687.000000000
range 0+6433
file /usr/share/gimp/2.0/patterns/Legacy/redcube.pat
id dev=7:0 ino=583239 size=12322 mtime=1776190687.000000000
range 0+12322
file /usr/share/gimp/2.0/patterns/Legacy/sm_squares.pat
id dev=7:0 ino=583240 size=7538 mtime=1776190687.000000000
range 0+7538
file /usr/share/gimp/2.0/patterns/Legacy/warning.pat
id dev=7:0 ino=583241 size=1233 mtime=1776190687.000000000
range 0+1233
file /usr/share/gimp/2.0/patterns/Paper/crinklepaper.pat
id dev=7:0 ino=583243 size=49191 mtime=1776190687.000000000
range 0+49191
file /usr/share/gimp/2.0/patterns/Paper/paper.pat
id dev=7:0 ino=583244 size=10030 mtime=1776190687.000000000
range 0+10030
file /usr/share/gimp/2.0/patterns/Plant/leaves.pat
id dev=7:0 ino=583246 size=7537 mtime=1776190687.000000000
range 0+7537
file /usr/share/gimp/2.0/patterns/Sky/lightning.pat
id dev=7:0 ino=583248 size=40723 mtime=1776190687.000000000
range 0+40723
file /usr/share/gimp/2.0/patterns/Sky/sky.pat
id dev=7:0 ino=583249 size=11002 mtime=1776190687.000000000
range 0+11002
file /usr/share/gimp/2.0/patterns/Sky/starfield.pat
id dev=7:0 ino=583250 size=49186 mtime=1776190687.000000000
range 0+49186
file /usr/share/gimp/2.0/patterns/Stone/Craters.pat
id dev=7:0 ino=583252 size=39707 mtime=1776190687.000000000
range 0+39707
file /usr/share/gimp/2.0/patterns/Stone/Moonfoot.pat
id dev=7:0 ino=583253 size=14442 mtime=1776190687.000000000
range 0+14442
file /usr/share/gimp/2.0/patterns/Stone/amethyst.pat
id dev=7:0 ino=583254 size=12321 mtime=1776190687.000000000
range 0+12321
file /usr/share/gimp/2.0/patterns/Stone/brick.pat
id dev=7:0 ino=583255 size=27679 mtime=1776190687.000000000
range 0+27679
file /usr/share/gimp/2.0/patterns/Stone/cracked.pat
id dev=7:0 ino=583256 size=62238 mtime=1776190687.000000000
range 0+62238
file /usr/share/gimp/2.0/patterns/Stone/granite1.pat
id dev=7:0 ino=583257 size=10035 mtime=1776190687.000000000
range 0+10035
file /usr/share/gimp/2.0/patterns/Stone/ground1.pat
id dev=7:0 ino=583258 size=30034 mtime=1776190687.000000000
range 0+30034
file /usr/share/gimp/2.0/patterns/Stone/marble1.pat
id dev=7:0 ino=583259 size=16418 mtime=1776190687.000000000
range 0+16418
file /usr/share/gimp/2.0/patterns/Stone/marble2.pat
id dev=7:0 ino=583260 size=16418 mtime=1776190687.000000000
range 0+16418
file /usr/share/gimp/2.0/patterns/Stone/marble3.pat
id dev=7:0 ino=583261 size=12322 mtime=1776190687.000000000
range 0+12322
file /usr/share/gimp/2.0/patterns/Stone/pink_marble.pat
id dev=7:0 ino=583262 size=49188 mtime=1776190687.000000000
range 0+49188
file /usr/share/gimp/2.0/patterns/Stone/rock.pat
id dev=7:0 ino=583263 size=30510 mtime=1776190687.000000000
range 0+30510
file /usr/share/gimp/2.0/patterns/Stone/slate.pat
id dev=7:0 ino=583264 size=16414 mtime=1776190687.000000000
range 0+16414
file /usr/share/gimp/2.0/patterns/Stone/stone33.pat
id dev=7:0 ino=583265 size=73038 mtime=1776190687.000000000
range 0+73038
file /usr/share/gimp/2.0/patterns/Stone/terra.pat
id dev=7:0 ino=583266 size=12318 mtime=1776190687.000000000
range 0+12318
file /usr/share/gimp/2.0/patterns/Water/electric.pat
id dev=7:0 ino=583268 size=9638 mtime=1776190687.000000000
range 0+9638
file /usr/share/gimp/2.0/patterns/Water/ice.pat
id dev=7:0 ino=583269 size=43228 mtime=1776190687.000000000
range 0+43228
file /usr/share/gimp/2.0/patterns/Water/pool.pat
id dev=7:0 ino=583270 size=6111 mtime=1776190687.000000000
range 0+6111
file /usr/share/gimp/2.0/patterns/Water/rain.pat
id dev=7:0 ino=583271 size=35021 mtime=1776190687.000000000
range 0+35021
file /usr/share/gimp/2.0/patterns/Wood/bark.pat
id dev=7:0 ino=583273 size=22174 mtime=1776190687.000000000
range 0+22174
file /usr/share/gimp/2.0/patterns/Wood/burlwood.pat
id dev=7:0 ino=583274 size=27681 mtime=1776190687.000000000
range 0+27681
file /usr/share/gimp/2.0/patterns/Wood/corkboard.pat
id dev=7:0 ino=583275 size=10097 mtime=1776190687.000000000
range 0+10097
file /usr/share/gimp/2.0/patterns/Wood/parque1.pat
id dev=7:0 ino=583276 size=12322 mtime=1776190687.000000000
range 0+12322
file /usr/share/gimp/2.0/patterns/Wood/parque2.pat
id dev=7:0 ino=583277 size=12322 mtime=1776190687.000000000
range 0+12322
file /usr/share/gimp/2.0/patterns/Wood/parque3.pat
id dev=7:0 ino=583278 size=12322 mtime=1776190687.000000000
range 0+12322
file /usr/share/gimp/2.0/patterns/Wood/pine.pat
id dev=7:0 ino=583279 size=10781 mtime=1776190687.000000000
range 0+10781
file /usr/share/gimp/2.0/patterns/Wood/walnut.pat
id dev=7:0 ino=583280 size=49183 mtime=1776190687.000000000
range 0+49183
file /usr/share/gimp/2.0/patterns/Wood/wood1.pat
id dev=7:0 ino=583281 size=27690 mtime=1776190687.000000000
range 0+27690
file /usr/share/gimp/2.0/patterns/Wood/wood2.pat
id dev=7:0 ino=583282 size=30030 mtime=1776190687.000000000
range 0+30030
file /usr/share/gimp/2.0/patterns/Wood/wood3.pat
id dev=7:0 ino=583283 size=7532 mtime=1776190687.000000000
range 0+7532
file /usr/share/gimp/2.0/patterns/Wood/wood4.pat
id dev=7:0 ino=583284 size=7532 mtime=1776190687.000000000
range 0+7532
file /usr/share/gimp/2.0/patterns/Wood/wood5.pat
id dev=7:0 ino=583285 size=27677 mtime=1776190687.000000000
range 0+27677
file /usr/share/gimp/2.0/palettes/Bears.gpl
id dev=7:0 ino=583177 size=3117 mtime=1776190687.000000000
range 0+3117
file /usr/share/gimp/2.0/palettes/Bgold.gpl
id dev=7:0 ino=583178 size=3099 mtime=1776190687.000000000
range 0+3099
file /usr/share/gimp/2.0/palettes/Blues.gpl
id dev=7:0 ino=583179 size=3195 mtime=1776190687.000000000
range 0+3195
file /usr/share/gimp/2.0/palettes/Borders.gpl
id dev=7:0 ino=583180 size=3101 mtime=1776190687.000000000
range 0+3101
file /usr/share/gimp/2.0/palettes/Browns_And_Yellows.gpl
id dev=7:0 ino=583181 size=528 mtime=1776190687.000000000
range 0+528
file /usr/share/gimp/2.0/palettes/Caramel.gpl
id dev=7:0 ino=583182 size=3108 mtime=1776190687.000000000
range 0+3108
file /usr/share/gimp/2.0/palettes/Cascade.gpl
id dev=7:0 ino=583183 size=3101 mtime=1776190687.000000000
range 0+3101
file /usr/share/gimp/2.0/palettes/China.gpl
id dev=7:0 ino=583184 size=3099 mtime=1776190687.000000000
range 0+3099
file /usr/share/gimp/2.0/palettes/Coldfire.gpl
id dev=7:0 ino=583185 size=3109 mtime=1776190687.000000000
range 0+3109
file /usr/share/gimp/2.0/palettes/Cool_Colors.gpl
id dev=7:0 ino=583186 size=129 mtime=1776190687.000000000
range 0+129
file /usr/share/gimp/2.0/palettes/Cranes.gpl
id dev=7:0 ino=583187 size=3134 mtime=1776190687.000000000
range 0+3134
file /usr/share/gimp/2.0/palettes/Dark_pastels.gpl
id dev=7:0 ino=583188 size=3106 mtime=1776190687.000000000
range 0+3106
file /usr/share/gimp/2.0/palettes/Default.gpl
id dev=7:0 ino=583189 size=498 mtime=1776190687.000000000
range 0+498
file /usr/share/gimp/2.0/palettes/Ega.gpl
id dev=7:0 ino=583190 size=3217 mtime=1776190687.000000000
range 0+3217
file /usr/share/gimp/2.0/palettes/Firecode.gpl
id dev=7:0 ino=583191 size=3115 mtime=1776190687.000000000
range 0+3115
file /usr/share/gimp/2.0/palettes/Gold.gpl
id dev=7:0 ino=583192 size=3122 mtime=1776190687.000000000
range 0+3122
file /usr/share/gimp/2.0/palettes/GrayViolet.gpl
id dev=7:0 ino=583193 size=3154 mtime=1776190687.000000000
range 0+3154
file /usr/share/gimp/2.0/palettes/Grayblue.gpl
id dev=7:0 ino=583194 size=3102 mtime=1776190687.000000000
range 0+3102
file /usr/share/gimp/2.0/palettes/Grays.gpl
id dev=7:0 ino=583195 size=629 mtime=1776190687.000000000
range 0+629
file /usr/share/gimp/2.0/palettes/Greens.gpl
id dev=7:0 ino=583196 size=3161 mtime=1776190687.000000000
range 0+3161
file /usr/share/gimp/2.0/palettes/Hilite.gpl
id dev=7:0 ino=583197 size=3100 mtime=1776190687.000000000
range 0+3100
file /usr/share/gimp/2.0/palettes/Khaki.gpl
id dev=7:0 ino=583198 size=3099 mtime=1776190687.000000000
range 0+3099
file /usr/share/gimp/2.0/palettes/Lights.gpl
id dev=7:0 ino=583199 size=578 mtime=1776190687.000000000
range 0+578
file /usr/share/gimp/2.0/palettes/Muted.gpl
id dev=7:0 ino=583200 size=1750 mtime=1776190687.000000000
range 0+1750
file /usr/share/gimp/2.0/palettes/Named_Colors.gpl
id dev=7:0 ino=583201 size=16960 mtime=1776190687.000000000
range 0+16960
file /usr/share/gimp/2.0/palettes/News3.gpl
id dev=7:0 ino=583202 size=3099 mtime=1776190687.000000000
range 0+3099
file /usr/share/gimp/2.0/palettes/Op2.gpl
id dev=7:0 ino=583203 size=3104 mtime=1776190687.000000000
range 0+3104
file /usr/share/gimp/2.0/palettes/Paintjet.gpl
id dev=7:0 ino=583204 size=344 mtime=1776190687.000000000
range 0+344
file /usr/share/gimp/2.0/palettes/Pastels.gpl
id dev=7:0 ino=583205 size=245 mtime=1776190687.000000000
range 0+245
file /usr/share/gimp/2.0/palettes/Plasma.gpl
id dev=7:0 ino=583206 size=3119 mtime=1776190687.000000000
range 0+3119
file /usr/share/gimp/2.0/palettes/Reds.gpl
id dev=7:0 ino=583207 size=3136 mtime=1776190687.000000000
range 0+3136
file /usr/share/gimp/2.0/palettes/Reds_And_Purples.gpl
id dev=7:0 ino=583208 size=694 mtime=1776190687.000000000
range 0+694
file /usr/share/gimp/2.0/palettes/Royal.gpl
id dev=7:0 ino=583209 size=3119 mtime=1776190687.000000000
range 0+3119
file /usr/share/gimp/2.0/palettes/Tango.gpl
id dev=7:0 ino=583210 size=667 mtime=1776190687.000000000
range 0+667
file /usr/share/gimp/2.0/palettes/Topographic.gpl
id dev=7:0 ino=583211 size=3310 mtime=1776190687.000000000
range 0+3310
file /usr/share/gimp/2.0/palettes/Visibone.gpl
id dev=7:0 ino=583212 size=12044 mtime=1776190687.000000000
range 0+12044
file /usr/share/gimp/2.0/palettes/Visibone_2.gpl
id dev=7:0 ino=583213 size=8928 mtime=1776190687.000000000
range 0+8928
file /usr/share/gimp/2.0/palettes/Volcano.gpl
id dev=7:0 ino=583214 size=3163 mtime=1776190687.000000000
range 0+3163
file /usr/share/gimp/2.0/palettes/Warm_Colors.gpl
id dev=7:0 ino=583215 size=117 mtime=1776190687.000000000
range 0+117
file /usr/share/gimp/2.0/palettes/Web.gpl
id dev=7:0 ino=583216 size=2628 mtime=1776190687.000000000
range 0+2628
file /usr/share/gimp/2.0/gradients/Abstract_1.ggr
id dev=7:0 ino=579938 size=651 mtime=1776190687.000000000
range 0+651
file /usr/share/gimp/2.0/gradients/Abstract_2.ggr
id dev=7:0 ino=579939 size=651 mtime=1776190687.000000000
range 0+651
file /usr/share/gimp/2.0/gradients/Abstract_3.ggr
id dev=7:0 ino=579940 size=651 mtime=1776190687.000000000
range 0+651
file /usr/share/gimp/2.0/gradients/Aneurism.ggr
id dev=7:0 ino=579941 size=855 mtime=1776190687.000000000
range 0+855
file /usr/share/gimp/2.0/gradients/Blinds.ggr
id dev=7:0 ino=579942 size=956 mtime=1776190687.000000000
range 0+956
file /usr/share/gimp/2.0/gradients/Blue_Green.ggr
id dev=7:0 ino=579943 size=239 mtime=1776190687.000000000
range 0+239
file /usr/share/gimp/2.0/gradients/Browns.ggr
id dev=7:0 ino=579944 size=1163 mtime=1776190687.000000000
range 0+1163
file /usr/share/gimp/2.0/gradients/Brushed_Aluminium.ggr
id dev=7:0 ino=579945 size=2513 mtime=1776190687.000000000
range 0+2513
file /usr/share/gimp/2.0/gradients/Burning_Paper.ggr
id dev=7:0 ino=579946 size=654 mtime=1776190687.000000000
range 0+654
file /usr/share/gimp/2.0/gradients/Burning_Transparency.ggr
id dev=7:0 ino=579947 size=661 mtime=1776190687.000000000
range 0+661
file /usr/share/gimp/2.0/gradients/CD.ggr
id dev=7:0 ino=579948 size=1880 mtime=1776190687.000000000
range 0+1880
file /usr/share/gimp/2.0/gradients/CD_Half.ggr
id dev=7:0 ino=579949 size=957 mtime=1776190687.000000000
range 0+957
file /usr/share/gimp/2.0/gradients/Caribbean_Blues.ggr
id dev=7:0 ino=579950 size=347 mtime=1776190687.000000000
range 0+347
file /usr/share/gimp/2.0/gradients/Coffee.ggr
id dev=7:0 ino=579951 size=132 mtime=1776190687.000000000
range 0+132
file /usr/share/gimp/2.0/gradients/Cold_Steel.ggr
id dev=7:0 ino=579952 size=239 mtime=1776190687.000000000
range 0+239
file /usr/share/gimp/2.0/gradients/Cold_Steel_2.ggr
id dev=7:0 ino=579953 size=344 mtime=1776190687.000000000
range 0+344
file /usr/share/gimp/2.0/gradients/Crown_molding.ggr
id dev=7:0 ino=579954 size=654 mtime=1776190687.000000000
range 0+654
file /usr/share/gimp/2.0/gradients/Dark_1.ggr
id dev=7:0 ino=579955 size=338 mtime=1776190687.000000000
range 0+338
file /usr/share/gimp/2.0/gradients/Deep_Sea.ggr
id dev=7:0 ino=579956 size=237 mtime=1776190687.000000000
range 0+237
file /usr/share/gimp/2.0/gradients/Default.ggr
id dev=7:0 ino=579957 size=133 mtime=1776190687.000000000
range 0+133
file /usr/share/gimp/2.0/gradients/Flare_Glow_Angular_1.ggr
id dev=7:0 ino=579958 size=4782 mtime=1776190687.000000000
range 0+4782
file /usr/share/gimp/2.0/gradients/Flare_Glow_Radial_1.ggr
id dev=7:0 ino=579959 size=454 mtime=1776190687.000000000
range 0+454
file /usr/share/gimp/2.0/gradients/Flare_Glow_Radial_2.ggr
id dev=7:0 ino=579960 size=557 mtime=1776190687.000000000
range 0+557
file /usr/share/gimp/2.0/gradients/Flare_Glow_Radial_3.ggr
id dev=7:0 ino=579961 size=557 mtime=1776190687.000000000
range 0+557
file /usr/share/gimp/2.0/gradients/Flare_Glow_Radial_4.ggr
id dev=7:0 ino=579962 size=351 mtime=1776190687.000000000
range 0+351
file /usr/share/gimp/2.0/gradients/Flare_Radial_101.ggr
id dev=7:0 ino=579963 size=760 mtime=1776190687.000000000
range 0+760
file /usr/share/gimp/2.0/gradients/Flare_Radial_102.ggr
id dev=7:0 ino=579964 size=657 mtime=1776190687.000000000
range 0+657
file /usr/share/gimp/2.0/gradients/Flare_Radial_103.ggr
id dev=7:0 ino=579965 size=142 mtime=1776190687.000000000
range 0+142
file /usr/share/gimp/2.0/gradients/Flare_Rays_Radial_1.ggr
id dev=7:0 ino=579966 size=248 mtime=1776190687.000000000
range 0+248
file /usr/share/gimp/2.0/gradients/Flare_Rays_Radial_2.ggr
id dev=7:0 ino=579967 size=248 mtime=1776190687.000000000
range 0+248
file /usr/share/gimp/2.0/gradients/Flare_Rays_Size_1.ggr
id dev=7:0 ino=579968 size=1689 mtime=1776190687.000000000
range 0+1689
file /usr/share/gimp/2.0/gradients/Flare_Sizefac_101.ggr
id dev=7:0 ino=579969 size=143 mtime=1776190687.000000000
range 0+143
file /usr/share/gimp/2.0/gradients/Four_bars.ggr
id dev=7:0 ino=579970 size=856 mtime=1776190687.000000000
range 0+856
file /usr/share/gimp/2.0/gradients/Full_saturation_spectrum_CCW.ggr
id dev=7:0 ino=579971 size=154 mtime=1776190687.000000000
range 0+154
file /usr/share/gimp/2.0/gradients/Full_saturation_spectrum_CW.ggr
id dev=7:0 ino=579972 size=153 mtime=1776190687.000000000
range 0+153
file /usr/share/gimp/2.0/gradients/Golden.ggr
id dev=7:0 ino=579973 size=1472 mtime=1776190687.000000000
range 0+1472
file /usr/share/gimp/2.0/gradients/Greens.ggr
id dev=7:0 ino=579974 size=956 mtime=1776190687.000000000
range 0+956
file /usr/share/gimp/2.0/gradients/Horizon_1.ggr
id dev=7:0 ino=579975 size=547 mtime=1776190687.000000000
range 0+547
file /usr/share/gimp/2.0/gradients/Horizon_2.ggr
id dev=7:0 ino=579976 size=547 mtime=1776190687.000000000
range 0+547
file /usr/share/gimp/2.0/gradients/Incandescent.ggr
id dev=7:0 ino=579977 size=447 mtime=1776190687.000000000
range 0+447
file /usr/share/gimp/2.0/gradients/Land_1.ggr
id dev=7:0 ino=579978 size=544 mtime=1776190687.000000000
range 0+544
file /usr/share/gimp/2.0/gradients/Land_and_Sea.ggr
id dev=7:0 ino=579979 size=550 mtime=1776190687.000000000
range 0+550
file /usr/share/gimp/2.0/gradients/Metallic_Something.ggr
id dev=7:0 ino=579980 size=865 mtime=1776190687.000000000
range 0+865
file /usr/share/gimp/2.0/gradients/Nauseating_Headache.ggr
id dev=7:0 ino=579981 size=2618 mtime=1776190687.000000000
range 0+2618
file /usr/share/gimp/2.0/gradients/Neon_Cyan.ggr
id dev=7:0 ino=579982 size=444 mtime=1776190687.000000000
range 0+444
file /usr/share/gimp/2.0/gradients/Neon_Green.ggr
id dev=7:0 ino=579983 size=445 mtime=1776190687.000000000
range 0+445
file /usr/share/gimp/2.0/gradients/Neon_Yellow.ggr
id dev=7:0 ino=579984 size=446 mtime=1776190687.000000000
range 0+446
file /usr/share/gimp/2.0/gradients/Pastel_Rainbow.ggr
id dev=7:0 ino=579985 size=140 mtime=1776190687.000000000
range 0+140
file /usr/share/gimp/2.0/gradients/Pastels.ggr
id dev=7:0 ino=579986 size=1473 mtime=1776190687.000000000
range 0+1473
file /usr/share/gimp/2.0/gradients/Purples.ggr
id dev=7:0 ino=579987 size=751 mtime=1776190687.000000000
range 0+751
file /usr/share/gimp/2.0/gradients/Radial_Eyeball_Blue.ggr
id dev=7:0 ino=579988 size=557 mtime=1776190687.000000000
range 0+557
file /usr/share/gimp/2.0/gradients/Radial_Eyeball_Brown.ggr
id dev=7:0 ino=579989 size=558 mtime=1776190687.000000000
range 0+558
file /usr/share/gimp/2.0/gradients/Radial_Eyeball_Green.ggr
id dev=7:0 ino=579990 size=558 mtime=1776190687.000000000
range 0+558
file /usr/share/gimp/2.0/gradients/Radial_Glow_1.ggr
id dev=7:0 ino=579991 size=551 mtime=1776190687.000000000
range 0+551
file /usr/share/gimp/2.0/gradients/Radial_Rainbow_Hoop.ggr
id dev=7:0 ino=579992 size=351 mtime=1776190687.000000000
range 0+351
file /usr/share/gimp/2.0/gradients/Rounded_edge.ggr
id dev=7:0 ino=579993 size=756 mtime=1776190687.000000000
range 0+756
file /usr/share/gimp/2.0/gradients/Shadows_1.ggr
id dev=7:0 ino=579994 size=547 mtime=1776190687.000000000
range 0+547
file /usr/share/gimp/2.0/gradients/Shadows_2.ggr
id dev=7:0 ino=579995 size=547 mtime=1776190687.000000000
range 0+547
file /usr/share/gimp/2.0/gradients/Shadows_3.ggr
id dev=7:0 ino=579996 size=650 mtime=1776190687.000000000
range 0+650
file /usr/share/gimp/2.0/gradients/Skyline.ggr
id dev=7:0 ino=579997 size=545 mtime=1776190687.000000000
range 0+545
file /usr/share/gimp/2.0/gradients/Skyline_polluted.ggr
id dev=7:0 ino=579998 size=554 mtime=1776190687.000000000
range 0+554
file /usr/share/gimp/2.0/gradients/Square_Wood_Frame.ggr
id dev=7:0 ino=579999 size=658 mtime=1776190687.000000000
range 0+658
file /usr/share/gimp/2.0/gradients/Sunrise.ggr
id dev=7:0 ino=580000 size=648 mtime=1776190687.000000000
range 0+648
file /usr/share/gimp/2.0/gradients/Three_bars_sin.ggr
id dev=7:0 ino=580001 size=655 mtime=1776190687.000000000
range 0+655
file /usr/share/gimp/2.0/gradients/Tropical_Colors.ggr
id dev=7:0 ino=580002 size=965 mtime=1776190687.000000000
range 0+965
file /usr/share/gimp/2.0/gradients/Tube_Red.ggr
id dev=7:0 ino=580003 size=752 mtime=1776190687.000000000
range 0+752
file /usr/share/gimp/2.0/gradients/Wood_1.ggr
id dev=7:0 ino=580004 size=338 mtime=1776190687.000000000
range 0+338
file /usr/share/gimp/2.0/gradients/Wood_2.ggr
id dev=7:0 ino=580005 size=956 mtime=1776190687.000000000
range 0+956
file /usr/share/gimp/2.0/gradients/Yellow_Contrast.ggr
id dev=7:0 ino=580006 size=759 mtime=1776190687.000000000
range 0+759
file /usr/share/gimp/2.0/gradients/Yellow_Orange.ggr
id dev=7:0 ino=580007 size=242 mtime=1776190687.000000000
range 0+242
file /usr/share/gimp/2.0/gradients/gimp-obsolete-files/French_flag.ggr
id dev=7:0 ino=580009 size=343 mtime=1776190687.000000000
range 0+343
file /usr/share/gimp/2.0/gradients/gimp-obsolete-files/French_flag_smooth.ggr
id dev=7:0 ino=580010 size=247 mtime=1776190687.000000000
range 0+247
file /usr/share/gimp/2.0/gradients/gimp-obsolete-files/German_flag.ggr
id dev=7:0 ino=580011 size=343 mtime=1776190687.000000000
range 0+343
file /usr/share/gimp/2.0/gradients/gimp-obsolete-files/German_flag_smooth.ggr
id dev=7:0 ino=580012 size=247 mtime=1776190687.000000000
range 0+247
file /usr/share/gimp/2.0/gradients/gimp-obsolete-files/Mexican_flag.ggr
id dev=7:0 ino=580013 size=344 mtime=1776190687.000000000
range 0+344
file /usr/share/gimp/2.0/gradients/gimp-obsolete-files/Mexican_flag_smooth.ggr
id dev=7:0 ino=580014 size=248 mtime=1776190687.000000000
range 0+248
file /usr/share/gimp/2.0/gradients/gimp-obsolete-files/Romanian_flag.ggr
id dev=7:0 ino=580015 size=345 mtime=1776190687.000000000
range 0+345
file /usr/share/gimp/2.0/gradients/gimp-obsolete-files/Romanian_flag_smooth.ggr
id dev=7:0 ino=580016 size=249 mtime=1776190687.000000000
range 0+249
file /usr/lib/gimp/2.0/plug-ins/file-heif/file-heif
id dev=7:0 ino=437305 size=51552 mtime=1776190687.000000000 build-id=f9aeea27bd2d4dc8b0bdb7d27f1ecefdc3b6ed17
range 0+51552
file /usr/lib/x86_64-linux-gnu/libheif.so.1.15.1
id dev=7:0 ino=325462 size=637144 mtime=1729696655.000000000 build-id=4c9bbfb733895cc9f14d191afa852301ffc91391
range 0+135168 552960+84184
file /usr/lib/x86_64-linux-gnu/libgimpui-2.0.so.0.1000.34
id dev=7:0 ino=328046 size=171152 mtime=1776190687.000000000 build-id=8fb765b9e6b821d69a60a12a03f8e222f8b5e281
range 0+171152
file /usr/lib/x86_64-linux-gnu/libde265.so.0.1.4
id dev=7:0 ino=325283 size=452776 mtime=1703887382.000000000 build-id=8b95cf8b36884264d50b23c3f7ae327bd8573087
range 0+94208 376832+75944
file /usr/lib/gimp/2.0/plug-ins/script-fu/script-fu
id dev=7:0 ino=437431 size=184912 mtime=1776190687.000000000 build-id=44cd21c239c294d5208fc1e1732ce32be709d6ba
range 0+184912
file /usr/share/gimp/2.0/scripts/addborder.scm
id dev=7:0 ino=583288 size=6008 mtime=1776190687.000000000
range 0+6008
file /usr/share/gimp/2.0/scripts/script-fu.init
id dev=7:0 ino=583332 size=23806 mtime=1776190687.000000000
range 0+23806
file /usr/share/gimp/2.0/scripts/script-fu-compat.init
id dev=7:0 ino=583329 size=11058 mtime=1776190687.000000000
range 0+11058
file /usr/share/gimp/2.0/scripts/plug-in-compat.init
id dev=7:0 ino=583324 size=1019 mtime=1776190687.000000000
range 0+1019
file /usr/share/gimp/2.0/scripts/add-bevel.scm
id dev=7:0 ino=583287 size=7083 mtime=1776190687.000000000
range 0+7083
file /usr/share/gimp/2.0/scripts/blend-anim.scm
id dev=7:0 ino=583289 size=8634 mtime=1776190687.000000000
range 0+8634
file /usr/share/gimp/2.0/scripts/burn-in-anim.scm
id dev=7:0 ino=583290 size=9352 mtime=1776190687.000000000
range 0+9352
file /usr/share/gimp/2.0/scripts/carve-it.scm
id dev=7:0 ino=583291 size=8001 mtime=1776190687.000000000
range 0+8001
file /usr/share/gimp/2.0/scripts/chrome-it.scm
id dev=7:0 ino=583292 size=8771 mtime=1776190687.000000000
range 0+8771
file /usr/share/gimp/2.0/scripts/circuit.scm
id dev=7:0 ino=583293 size=5222 mtime=1776190687.000000000
range 0+5222
file /usr/share/gimp/2.0/scripts/clothify.scm
id dev=7:0 ino=583294 size=2412 mtime=1776190687.000000000
range 0+2412
file /usr/share/gimp/2.0/scripts/coffee.scm
id dev=7:0 ino=583295 size=3058 mtime=1776190687.000000000
range 0+3058
file /usr/share/gimp/2.0/scripts/copy-visible.scm
id dev=7:0 ino=583296 size=1814 mtime=1776190687.000000000
range 0+1814
file /usr/share/gimp/2.0/scripts/difference-clouds.scm
id dev=7:0 ino=583297 size=3154 mtime=1776190687.000000000
range 0+3154
file /usr/share/gimp/2.0/scripts/distress-selection.scm
id dev=7:0 ino=583298 size=4271 mtime=1776190687.000000000
range 0+4271
file /usr/share/gimp/2.0/scripts/drop-shadow.scm
id dev=7:0 ino=583299 size=7222 mtime=1776190687.000000000
range 0+7222
file /usr/share/gimp/2.0/scripts/erase-rows.scm
id dev=7:0 ino=583300 size=2576 mtime=1776190687.000000000
range 0+2576
file /usr/share/gimp/2.0/scripts/font-map.scm
id dev=7:0 ino=583301 size=5557 mtime=1776190687.000000000
range 0+5557
file /usr/share/gimp/2.0/scripts/fuzzyborder.scm
id dev=7:0 ino=583302 size=5854 mtime=1776190687.000000000
range 0+5854
file /usr/share/gimp/2.0/scripts/gimp-online.scm
id dev=7:0 ino=583303 size=6937 mtime=1776190687.000000000
range 0+6937
file /usr/share/gimp/2.0/scripts/gradient-example.scm
id dev=7:0 ino=583304 size=2604 mtime=1776190687.000000000
range 0+2604
file /usr/share/gimp/2.0/scripts/grid-system.scm
id dev=7:0 ino=583305 size=3490 mtime=1776190687.000000000
range 0+3490
file /usr/share/gimp/2.0/scripts/guides-from-selection.scm
id dev=7:0 ino=583306 size=1204 mtime=1776190687.000000000
range 0+1204
file /usr/share/gimp/2.0/scripts/guides-new-percent.scm
id dev=7:0 ino=583307 size=1191 mtime=1776190687.000000000
range 0+1191
file /usr/share/gimp/2.0/scripts/guides-new.scm
id dev=7:0 ino=583308 size=1189 mtime=1776190687.000000000
range 0+1189
file /usr/share/gimp/2.0/scripts/guides-remove-all.scm
id dev=7:0 ino=583309 size=758 mtime=1776190687.000000000
range 0+758
file /usr/share/gimp/2.0/scripts/lava.scm
id dev=7:0 ino=583316 size=4785 mtime=1776190687.000000000
range 0+4785
file /usr/share/gimp/2.0/scripts/line-nova.scm
id dev=7:0 ino=583317 size=3781 mtime=1776190687.000000000
range 0+3781
file /usr/share/gimp/2.0/scripts/mkbrush.scm
id dev=7:0 ino=583318 size=9251 mtime=1776190687.000000000
range 0+9251
file /usr/share/gimp/2.0/scripts/old-photo.scm
id dev=7:0 ino=583319 size=3687 mtime=1776190687.000000000
range 0+3687
file /usr/share/gimp/2.0/scripts/palette-export.scm
id dev=7:0 ino=583320 size=16956 mtime=1776190687.000000000
range 0+16956
file /usr/share/gimp/2.0/scripts/paste-as-brush.scm
id dev=7:0 ino=583321 size=2546 mtime=1776190687.000000000
range 0+2546
file /usr/share/gimp/2.0/scripts/paste-as-pattern.scm
id dev=7:0 ino=583322 size=2140 mtime=1776190687.000000000
range 0+2140
file /usr/share/gimp/2.0/scripts/perspective-shadow.scm
id dev=7:0 ino=583323 size=8769 mtime=1776190687.000000000
range 0+8769
file /usr/share/gimp/2.0/scripts/predator.scm
id dev=7:0 ino=583325 size=4919 mtime=1776190687.000000000
range 0+4919
file /usr/share/gimp/2.0/scripts/reverse-layers.scm
id dev=7:0 ino=583326 size=1644 mtime=1776190687.000000000
range 0+1644
file /usr/share/gimp/2.0/scripts/ripply-anim.scm
id dev=7:0 ino=583327 size=3807 mtime=1776190687.000000000
range 0+3807
file /usr/share/gimp/2.0/scripts/round-corners.scm
id dev=7:0 ino=583328 size=5622 mtime=1776190687.000000000
range 0+5622
file /usr/share/gimp/2.0/scripts/script-fu-set-cmap.scm
id dev=7:0 ino=583330 size=2255 mtime=1776190687.000000000
range 0+2255
file /usr/share/gimp/2.0/scripts/script-fu-util.scm
id dev=7:0 ino=583331 size=3543 mtime=1776190687.000000000
range 0+3543
file /usr/share/gimp/2.0/scripts/select-to-brush.scm
id dev=7:0 ino=583333 size=4594 mtime=1776190687.000000000
range 0+4594
file /usr/share/gimp/2.0/scripts/select-to-image.scm
id dev=7:0 ino=583334 size=2991 mtime=1776190687.000000000
range 0+2991
file /usr/share/gimp/2.0/scripts/select-to-pattern.scm
id dev=7:0 ino=583335 size=3466 mtime=1776190687.000000000
range 0+3466
file /usr/share/gimp/2.0/scripts/selection-round.scm
id dev=7:0 ino=583336 size=6287 mtime=1776190687.000000000
range 0+6287
file /usr/share/gimp/2.0/scripts/slide.scm
id dev=7:0 ino=583337 size=9792 mtime=1776190687.000000000
range 0+9792
file /usr/share/gimp/2.0/scripts/spinning-globe.scm
id dev=7:0 ino=583338 size=4122 mtime=1776190687.000000000
range 0+4122
file /usr/share/gimp/2.0/scripts/spyrogimp.scm
id dev=7:0 ino=583339 size=12200 mtime=1776190687.000000000
range 0+12200
file /usr/share/gimp/2.0/scripts/tileblur.scm
id dev=7:0 ino=583340 size=2912 mtime=1776190687.000000000
range 0+2912
file /usr/share/gimp/2.0/scripts/unsharp-mask.scm
id dev=7:0 ino=583341 size=3366 mtime=1776190687.000000000
range 0+3366
file /usr/share/gimp/2.0/scripts/waves-anim.scm
id dev=7:0 ino=583342 size=3626 mtime=1776190687.000000000
range 0+3626
file /usr/share/gimp/2.0/scripts/weave.scm
id dev=7:0 ino=583343 size=15206 mtime=1776190687.000000000
range 0+15206
file /usr/share/gimp/2.0/scripts/xach-effect.scm
id dev=7:0 ino=583344 size=5565 mtime=1776190687.000000000
range 0+5565
file /var/cache/fontconfig/4c599c202bc5c08e2d34565a40eac3b2-le64.cache-8
id dev=7:0 ino=132091 size=104 mtime=1795689684.570484614
range 0+104
file /var/cache/fontconfig/3830d5c3ddfd5cd38a049b759396e72e-le64.cache-8
id dev=7:0 ino=132073 size=312 mtime=1795692609.343019911
range 0+312
file /var/cache/fontconfig/c855463f699352c367813e37f3f70ea7-le64.cache-8
id dev=7:0 ino=132074 size=224 mtime=1795692609.344203228
range 0+224
file /var/cache/fontconfig/32b6488e5b8292a2e95c79d947e009e8-le64.cache-8
id dev=7:0 ino=132075 size=104 mtime=1795692609.344539962
range 0+104
file /var/cache/fontconfig/57e423e26b20ab21d0f2f29c145174c3-le64.cache-8
id dev=7:0 ino=132076 size=336 mtime=1795692609.344796400
range 0+336
file /var/cache/fontconfig/573ec803664ed168555e0e8b6d0f0c7f-le64.cache-8
id dev=7:0 ino=132077 size=160 mtime=1795692609.344975818
range 0+160
file /var/cache/fontconfig/7ef2298fde41cc6eeb7af42e48b7d293-le64.cache-8
id dev=7:0 ino=132070 size=200 mtime=1795689684.570790530
range 0+200
file /var/cache/fontconfig/d82eb4fd963d448e2fcb7d7b793b5df3-le64.cache-8
id dev=7:0 ino=132078 size=152 mtime=1795692609.345219061
range 0+152
file /var/cache/fontconfig/707971e003b4ae6c8121c3a920e507f5-le64.cache-8
id dev=7:0 ino=132080 size=160 mtime=1795692609.412712077
range 0+160
file /var/cache/fontconfig/fe547fea3a41b43a38975d292a2b19c7-le64.cache-8
id dev=7:0 ino=132081 size=112 mtime=1795692609.413596427
range 0+112
file /var/cache/fontconfig/f1f2465696798768e9653f19e17ccdc8-le64.cache-8
id dev=7:0 ino=132082 size=120 mtime=1795692609.415933708
range 0+120
file /var/cache/fontconfig/95530828ff6c81d309f8258d8d02a23e-le64.cache-8
id dev=7:0 ino=132083 size=112 mtime=1795692609.417856265
range 0+112
file /var/cache/fontconfig/d3e5c4ee2ceb1fc347f91d4cefc53bc0-le64.cache-8
id dev=7:0 ino=132084 size=120 mtime=1795692609.421793151
range 0+120
file /var/cache/fontconfig/e52a45a1c8c8fe895fc0fc8c4e6999b8-le64.cache-8
id dev=7:0 ino=132085 size=120 mtime=1795692609.421996121
range 0+120
file /var/cache/fontconfig/188ac73a183f12857f63bb60a4a6d603-le64.cache-8
id dev=7:0 ino=132086 size=120 mtime=1795692609.424045652
range 0+120
file /var/cache/fontconfig/6333f38776742d18e214673cd2c24e34-le64.cache-8
id dev=7:0 ino=132089 size=120 mtime=1795692609.506741484
range 0+120
lookup /etc/ld.so.preload
lookup /usr/local/share/gimp-2.10
lookup /usr/local/share/gimp
lookup /usr/local/share/gimp-2
lookup /usr/local/share/10
lookup /usr/share/gimp-2.10
lookup /usr/share/gimp/ ino=579649
lookup /usr/share/gimp/2.0/ ino=579650
lookup /usr/share/gimp-2
lookup /usr/share/10
lookup /etc/gimp-2.10
lookup /etc/gimp/ ino=132044
lookup /etc/gimp/2.0/ ino=132045
lookup /etc/gimp-2
lookup /etc/10
lookup /var/lib/gimp-2.10
lookup /var/lib/gimp
lookup /var/lib/gimp-2
lookup /var/lib/10
lookup /tmp/preload-scratch.P5gd5x/tmp/preload-lab-k0uxityu/home/.gimp-2.10
lookup /tmp/preload-scratch.P5gd5x/tmp/preload-lab-k0uxityu/d_uxgou1_/config/gimp-2.10
lookup /tmp/preload-scratch.P5gd5x/tmp/preload-lab-k0uxityu/home/.local/share/gimp-2.10
lookup /tmp/preload-scratch.P5gd5x/tmp/preload-lab-k0uxityu/d_uxgou1_/cache/gimp-2.10
lookup /tmp/preload-scratch.P5gd5x/tmp/preload-lab-k0uxityu/home/.gimp
lookup /tmp/preload-scratch.P5gd5x/tmp/preload-lab-k0uxityu/d_uxgou1_/config/gimp
lookup /tmp/preload-scratch.P5gd5x/tmp/preload-lab-k0uxityu/home/.local/share/gimp
lookup /tmp/preload-scratch.P5gd5x/tmp/preload-lab-k0uxityu/d_uxgou1_/cache/gimp
lookup /tmp/preload-scratch.P5gd5x/tmp/preload-lab-k0uxityu/home/.gimp-2
lookup /tmp/preload-scratch.P5gd5x/tmp/preload-lab-k0uxityu/d_uxgou1_/config/gimp-2
lookup /tmp/preload-scratch.P5gd5x/tmp/preload-lab-k0uxityu/home/.local/share/gimp-2
lookup /tmp/preload-scratch.P5gd5x/tmp/preload-lab-k0uxityu/d_uxgou1_/cache/gimp-2
lookup /tmp/preload-scratch.P5gd5x/tmp/preload-lab-k0uxityu/home/.10
lookup /tmp/preload-scratch.P5gd5x/tmp/preload-lab-k0uxityu/d_uxgou1_/config/10
lookup /tmp/preload-scratch.P5gd5x/tmp/preload-lab-k0uxityu/home/.local/share/10
lookup /tmp/preload-scratch.P5gd5x/tmp/preload-lab-k0uxityu/d_uxgou1_/cache/10
