preload-profile 1
# Learned by preloadctl record: files in first-use order, byte ranges read, paths looked up.
name dot
program /usr/sbin/libgvc6-config-update
command dot -Tpng -o /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/out.png /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/lab.dot
recorded 1795765520409471
duration 90862
file /usr/sbin/libgvc6-config-update
id dev=7:0 ino=170881 size=14656 mtime=1720979797.000000000 build-id=55660e011e88dc1d97f8364e5737b8329c7852c3
range 0+14656
file /usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2
id dev=7:0 ino=579027 size=215000 mtime=1777320873.000000000 build-id=7ebc65e52f2bbea498b4040fa92f7238377aaba9
range 0+215000
file /etc/ld.so.cache
id dev=7:0 ino=391466 size=48323 mtime=1795748890.173479095
range 0+48323
file /usr/lib/x86_64-linux-gnu/libgvc.so.6.0.0
id dev=7:0 ino=582285 size=641832 mtime=1720979797.000000000 build-id=a023a8ff649772fe4f3143f0b8dd6d7bb399441f
range 0+393216 397312+244520
file /usr/lib/x86_64-linux-gnu/libcgraph.so.6.0.0
id dev=7:0 ino=582279 size=98712 mtime=1720979797.000000000 build-id=bfd78cd5e2acea90fdbbd1be7be188345def5d08
range 0+98712
file /usr/lib/x86_64-linux-gnu/libc.so.6
id dev=7:0 ino=579449 size=1926232 mtime=1777320873.000000000 build-id=93ac61ec5a8eb1396f9fbd350e3169a558528a40
range 0+4096 8192+385024 458752+458752 983040+139264 1138688+131072 1318912+57344 1449984+262144 1851392+74840
file /usr/lib/x86_64-linux-gnu/libltdl.so.7.3.2
id dev=7:0 ino=581720 size=39464 mtime=1712693080.000000000 build-id=5f640d696b971c18d34c3329392232fadba290bb
range 0+39464
file /usr/lib/x86_64-linux-gnu/libcdt.so.5.0.0
id dev=7:0 ino=582277 size=30992 mtime=1720979797.000000000 build-id=b34a585428ff4c544f5b312f6e2d169428f17c60
range 0+30992
file /usr/lib/x86_64-linux-gnu/libpathplan.so.4.0.0
id dev=7:0 ino=582283 size=34952 mtime=1720979797.000000000 build-id=e638528e021903728e21a41be9504b8985607194
range 0+34952
file /usr/lib/x86_64-linux-gnu/libexpat.so.1.8.10
id dev=7:0 ino=579536 size=174176 mtime=1725777859.000000000 build-id=a2f37366bc9782b9306773fd6318838fbae5ad5d
range 0+174176
file /usr/lib/x86_64-linux-gnu/libz.so.1.2.13
id dev=7:0 ino=580121 size=121280 mtime=1667651086.000000000 build-id=1f95d5498d283b79505861523e20b3db2afdf518
range 0+121280
file /usr/lib/x86_64-linux-gnu/libm.so.6
id dev=7:0 ino=579765 size=911904 mtime=1777320873.000000000 build-id=d6e6f9e3af1243eed9bf5efd366dd015a9f22c13
range 0+4096 8192+290816 434176+61440 536576+90112 692224+143360 843776+68128
file /usr/lib/x86_64-linux-gnu/graphviz/config6a
id dev=7:0 ino=150885 size=3286 mtime=1795692604.523539246
range 0+3286
file /usr/lib/x86_64-linux-gnu/graphviz/libgvplugin_pango.so.6.0.0
id dev=7:0 ino=150873 size=53016 mtime=1720979797.000000000 build-id=7c47a29958da1dff3422c351b2bf03c8d119a518
range 0+53016
file /usr/lib/x86_64-linux-gnu/libpangocairo-1.0.so.0.5000.12
id dev=7:0 ino=579860 size=63456 mtime=1671114025.000000000 build-id=c7a5b448399f8f4376cbc27707d0f477d2552d8f
range 0+63456
file /usr/lib/x86_64-linux-gnu/libcairo.so.2.11600.0
id dev=7:0 ino=579456 size=1187432 mtime=1670615011.000000000 build-id=3b00371c4a7d7f8f50e68f20fa815163fb7df7fa
range 0+671744 737280+303104 1118208+69224
file /usr/lib/x86_64-linux-gnu/libpangoft2-1.0.so.0.5000.12
id dev=7:0 ino=579862 size=100192 mtime=1671114025.000000000 build-id=98c837fd1a3967a4ccde3667e355c538ec92d2ef
range 0+100192
file /usr/lib/x86_64-linux-gnu/libpango-1.0.so.0.5000.12
id dev=7:0 ino=579858 size=425568 mtime=1671114025.000000000 build-id=80bbee1d6e5c90a95deda3bb395d10cadf7f3a82
range 0+425568
file /usr/lib/x86_64-linux-gnu/libgobject-2.0.so.0.7400.6
id dev=7:0 ino=579646 size=387288 mtime=1765808978.000000000 build-id=d56c5a278ee6e10faea0a792cbbf7a764701a962
range 0+387288
file /usr/lib/x86_64-linux-gnu/libglib-2.0.so.0.7400.6
id dev=7:0 ino=579614 size=1273360 mtime=1765808978.000000000 build-id=42c28e95f24a721d8e8e159f42dbc541f0ff353d
range 0+454656 462848+135168 663552+323584 1069056+131072 1204224+69136
file /usr/lib/x86_64-linux-gnu/libharfbuzz.so.0.60000.0
id dev=7:0 ino=579678 size=1064504 mtime=1675288031.000000000 build-id=04389916e609641d168ac44e6ad377b5076a4684
range 0+708608 733184+241664 995328+69176
file /usr/lib/x86_64-linux-gnu/libfontconfig.so.1.12.0
id dev=7:0 ino=579560 size=306112 mtime=1675203848.000000000 build-id=cdc4303061116bec195578e26bcc6727a2561da1
range 0+306112
file /usr/lib/x86_64-linux-gnu/libpixman-1.so.0.42.2
id dev=7:0 ino=579875 size=698384 mtime=1668170545.000000000 build-id=e5244cc62abe869e5fb0a4e43b3f1dec189dbef9
range 0+262144 315392+151552 536576+161808
file /usr/lib/x86_64-linux-gnu/libfreetype.so.6.18.3
id dev=7:0 ino=579578 size=821160 mtime=1741982220.000000000 build-id=c4ff22e47bdc97fe08bc98464db85c24e69ea5e8
range 0+528384 532480+147456 753664+67496
file /usr/lib/x86_64-linux-gnu/libpng16.so.16.39.0
id dev=7:0 ino=579887 size=219056 mtime=1774897143.000000000 build-id=56640bf726b2815c3c26ffd73cce8126ab436334
range 0+219056
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
file /usr/lib/x86_64-linux-gnu/libgio-2.0.so.0.7400.6
id dev=7:0 ino=579608 size=1953008 mtime=1765808978.000000000 build-id=e9faf04ebc070ca509dd679d2a49c73b8e0045e7
range 0+393216 802816+131072 1335296+4096 1400832+131072 1884160+68848
file /usr/lib/x86_64-linux-gnu/libfribidi.so.0.4.0
id dev=7:0 ino=579580 size=108808 mtime=1649188982.000000000 build-id=df6a1c7bc544c74c18a8635e3e65965a1fb529c3
range 0+108808
file /usr/lib/x86_64-linux-gnu/libthai.so.0.3.1
id dev=7:0 ino=579975 size=41000 mtime=1640031852.000000000 build-id=11b774e6b958fa6734f1a721527e1596e34ecd00
range 0+41000
file /usr/lib/x86_64-linux-gnu/libffi.so.8.1.2
id dev=7:0 ino=579553 size=43480 mtime=1666600001.000000000 build-id=4b5ef0d8f602b880c279f15ed3b07bf6686ea09b
range 0+32768 36864+6616
file /usr/lib/x86_64-linux-gnu/libpcre2-8.so.0.11.2
id dev=7:0 ino=581631 size=629384 mtime=1791032861.000000000 build-id=80008c19cf49e3f09f312e74d164938e91d9337d
range 0+147456 442368+4096 561152+68232
file /usr/lib/x86_64-linux-gnu/libgraphite2.so.3.2.1
id dev=7:0 ino=579658 size=174264 mtime=1585732260.000000000 build-id=5b00ca1eda239ea043d7eae3b0fd4481560a907e
range 0+174264
file /usr/lib/x86_64-linux-gnu/libbrotlidec.so.1.0.9
id dev=7:0 ino=582092 size=47264 mtime=1792761221.000000000 build-id=5aedf5ce91068f729b90ba43b724eda60f7686bd
range 0+47264
file /usr/lib/x86_64-linux-gnu/libXau.so.6.0.0
id dev=7:0 ino=579189 size=14496 mtime=1611872708.000000000 build-id=84ffa90fee1b716cdc7d8349be47ed6ca4761b75
range 0+14496
file /usr/lib/x86_64-linux-gnu/libXdmcp.so.6.0.0
id dev=7:0 ino=579204 size=22728 mtime=1488464839.000000000 build-id=1d12a8566670c95b1b02e341400060d2d825aade
range 0+22728
file /usr/lib/x86_64-linux-gnu/libgmodule-2.0.so.0.7400.6
id dev=7:0 ino=579620 size=18480 mtime=1765808978.000000000 build-id=31012fe3f0bdf868d79d10b15395bb318eaa7e7d
range 0+18480
file /usr/lib/x86_64-linux-gnu/libmount.so.1.1.0
id dev=7:0 ino=579785 size=404096 mtime=1732219314.000000000 build-id=a3785ca0e8ef5bd8fb1bf463b0ef8e09540e598c
range 0+262144 307200+4096 335872+68224
file /usr/lib/x86_64-linux-gnu/libselinux.so.1
id dev=7:0 ino=579929 size=174312 mtime=1685210301.000000000 build-id=4d66a8c268d724fe4c0b44b173254e33e1a4d4f6
range 0+174312
file /usr/lib/x86_64-linux-gnu/libdatrie.so.1.4.0
id dev=7:0 ino=579492 size=34736 mtime=1663547029.000000000 build-id=57f62fe2ce6d6db200f0f8cfee3cc987b25a9e2f
range 0+34736
file /usr/lib/x86_64-linux-gnu/libbrotlicommon.so.1.0.9
id dev=7:0 ino=582091 size=137376 mtime=1792761221.000000000 build-id=612250b381c7dab8e3d5f683c0f560ac76d53ef0
range 0+137376
file /usr/lib/x86_64-linux-gnu/libbsd.so.0.11.7
id dev=7:0 ino=579441 size=84840 mtime=1675016808.000000000 build-id=d830808c93622acd159aacd728121ee9d9f8513f
range 0+84840
file /usr/lib/x86_64-linux-gnu/libblkid.so.1.1.0
id dev=7:0 ino=579433 size=355328 mtime=1732219314.000000000 build-id=a0182491d79a5fce32537ef44f1876721fe2b428
range 0+262144 286720+68608
file /usr/lib/x86_64-linux-gnu/libmd.so.0.0.5
id dev=7:0 ino=579772 size=47312 mtime=1657417415.000000000 build-id=bfcdab3e6fabdc0d6f3e3e7d562330e80601a5af
range 0+47312
file /usr/lib/x86_64-linux-gnu/graphviz/libgvplugin_dot_layout.so.6.0.0
id dev=7:0 ino=150870 size=163624 mtime=1720979797.000000000 build-id=b7acff983afeac64ad98b2df9b27449fe8906030
range 0+163624
file /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/lab.dot
id dev=7:1 ino=393224 size=89 mtime=1795765485.133779426
range 0+89
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
file /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
id dev=7:0 ino=183527 size=759720 mtime=1678437335.000000000
range 0+131072 544768+214952
lookup /etc/ld.so.preload
lookup /lib/x86_64-linux-gnu/libgvc.so.6 ino=582285
lookup /lib/x86_64-linux-gnu/libcgraph.so.6 ino=582279
lookup /lib/x86_64-linux-gnu/libc.so.6 ino=579449
lookup /lib/x86_64-linux-gnu/libltdl.so.7 ino=581720
lookup /lib/x86_64-linux-gnu/libcdt.so.5 ino=582277
lookup /lib/x86_64-linux-gnu/libpathplan.so.4 ino=582283
lookup /lib/x86_64-linux-gnu/libexpat.so.1 ino=579536
lookup /lib/x86_64-linux-gnu/libz.so.1 ino=580121
lookup /lib/x86_64-linux-gnu/libm.so.6 ino=579765
lookup /usr/lib/x86_64-linux-gnu/graphviz ino=150868
lookup /usr/lib/x86_64-linux-gnu/graphviz/libgvplugin_pango.so.6 ino=150873
lookup /lib/x86_64-linux-gnu/libpangocairo-1.0.so.0 ino=579860
lookup /lib/x86_64-linux-gnu/libcairo.so.2 ino=579456
lookup /lib/x86_64-linux-gnu/libpangoft2-1.0.so.0 ino=579862
lookup /lib/x86_64-linux-gnu/libpango-1.0.so.0 ino=579858
lookup /lib/x86_64-linux-gnu/libgobject-2.0.so.0 ino=579646
lookup /lib/x86_64-linux-gnu/libglib-2.0.so.0 ino=579614
lookup /lib/x86_64-linux-gnu/libharfbuzz.so.0 ino=579678
lookup /lib/x86_64-linux-gnu/libfontconfig.so.1 ino=579560
lookup /lib/x86_64-linux-gnu/libpixman-1.so.0 ino=579875
lookup /lib/x86_64-linux-gnu/libfreetype.so.6 ino=579578
lookup /lib/x86_64-linux-gnu/libpng16.so.16 ino=579887
lookup /lib/x86_64-linux-gnu/libxcb-shm.so.0 ino=580053
lookup /lib/x86_64-linux-gnu/libxcb.so.1 ino=580065
lookup /lib/x86_64-linux-gnu/libxcb-render.so.0 ino=580049
lookup /lib/x86_64-linux-gnu/libXrender.so.1 ino=579232
lookup /lib/x86_64-linux-gnu/libX11.so.6 ino=579185
lookup /lib/x86_64-linux-gnu/libXext.so.6 ino=579208
lookup /lib/x86_64-linux-gnu/libgio-2.0.so.0 ino=579608
lookup /lib/x86_64-linux-gnu/libfribidi.so.0 ino=579580
lookup /lib/x86_64-linux-gnu/libthai.so.0 ino=579975
lookup /lib/x86_64-linux-gnu/libffi.so.8 ino=579553
lookup /lib/x86_64-linux-gnu/libpcre2-8.so.0 ino=581631
lookup /lib/x86_64-linux-gnu/libgraphite2.so.3 ino=579658
lookup /lib/x86_64-linux-gnu/libbrotlidec.so.1 ino=582092
lookup /lib/x86_64-linux-gnu/libXau.so.6 ino=579189
lookup /lib/x86_64-linux-gnu/libXdmcp.so.6 ino=579204
lookup /lib/x86_64-linux-gnu/libgmodule-2.0.so.0 ino=579620
lookup /lib/x86_64-linux-gnu/libmount.so.1 ino=579785
lookup /lib/x86_64-linux-gnu/libselinux.so.1 ino=579929
lookup /lib/x86_64-linux-gnu/libdatrie.so.1 ino=579492
lookup /lib/x86_64-linux-gnu/libbrotlicommon.so.1 ino=582091
lookup /lib/x86_64-linux-gnu/libbsd.so.0 ino=579441
lookup /lib/x86_64-linux-gnu/libblkid.so.1 ino=579433
lookup /lib/x86_64-linux-gnu/libmd.so.0 ino=579772
lookup /etc/selinux/config
lookup /usr/lib/x86_64-linux-gnu/graphviz/libgvplugin_dot_layout.so.6 ino=150870
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
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.config/fontconfig/conf.d
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.config/fontconfig/fonts.conf
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.fonts.conf.d
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.fonts.conf
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
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.local/share/fonts
lookup /usr/local/share/fonts ino=170697
lookup /var/cache/fontconfig//4c599c202bc5c08e2d34565a40eac3b2-le64.cache-8 ino=391521
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.cache/fontconfig//4c599c202bc5c08e2d34565a40eac3b2-le64.cache-8
lookup /usr/local/share/fonts/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.fontconfig//4c599c202bc5c08e2d34565a40eac3b2-le64.cache-8
lookup /usr/share/fonts ino=183519
lookup /var/cache/fontconfig//3830d5c3ddfd5cd38a049b759396e72e-le64.cache-8 ino=391504
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.cache/fontconfig//3830d5c3ddfd5cd38a049b759396e72e-le64.cache-8
lookup /usr/share/fonts/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.fontconfig//3830d5c3ddfd5cd38a049b759396e72e-le64.cache-8
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.fonts
lookup /usr/share/fonts/X11 ino=183569
lookup /var/cache/fontconfig//c855463f699352c367813e37f3f70ea7-le64.cache-8 ino=391505
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.cache/fontconfig//c855463f699352c367813e37f3f70ea7-le64.cache-8
lookup /usr/share/fonts/X11/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.fontconfig//c855463f699352c367813e37f3f70ea7-le64.cache-8
lookup /usr/share/fonts/cMap ino=183559
lookup /var/cache/fontconfig//32b6488e5b8292a2e95c79d947e009e8-le64.cache-8 ino=391506
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.cache/fontconfig//32b6488e5b8292a2e95c79d947e009e8-le64.cache-8
lookup /usr/share/fonts/cMap/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.fontconfig//32b6488e5b8292a2e95c79d947e009e8-le64.cache-8
lookup /usr/share/fonts/cmap ino=183561
lookup /var/cache/fontconfig//57e423e26b20ab21d0f2f29c145174c3-le64.cache-8 ino=391507
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.cache/fontconfig//57e423e26b20ab21d0f2f29c145174c3-le64.cache-8
lookup /usr/share/fonts/cmap/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.fontconfig//57e423e26b20ab21d0f2f29c145174c3-le64.cache-8
lookup /usr/share/fonts/opentype ino=183681
lookup /var/cache/fontconfig//573ec803664ed168555e0e8b6d0f0c7f-le64.cache-8 ino=391508
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.cache/fontconfig//573ec803664ed168555e0e8b6d0f0c7f-le64.cache-8
lookup /usr/share/fonts/opentype/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.fontconfig//573ec803664ed168555e0e8b6d0f0c7f-le64.cache-8
lookup /usr/share/fonts/truetype ino=183520
lookup /var/cache/fontconfig//7ef2298fde41cc6eeb7af42e48b7d293-le64.cache-8 ino=391500
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.cache/fontconfig//7ef2298fde41cc6eeb7af42e48b7d293-le64.cache-8
lookup /usr/share/fonts/truetype/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.fontconfig//7ef2298fde41cc6eeb7af42e48b7d293-le64.cache-8
lookup /usr/share/fonts/type1 ino=183718
lookup /var/cache/fontconfig//d82eb4fd963d448e2fcb7d7b793b5df3-le64.cache-8 ino=391509
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.cache/fontconfig//d82eb4fd963d448e2fcb7d7b793b5df3-le64.cache-8
lookup /usr/share/fonts/type1/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.fontconfig//d82eb4fd963d448e2fcb7d7b793b5df3-le64.cache-8
lookup /usr/share/fonts/X11/Type1 ino=183641
lookup /var/cache/fontconfig//e13b20fdb08344e0e664864cc2ede53d-le64.cache-8 ino=391510
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.cache/fontconfig//e13b20fdb08344e0e664864cc2ede53d-le64.cache-8
lookup /usr/share/fonts/X11/Type1/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.fontconfig//e13b20fdb08344e0e664864cc2ede53d-le64.cache-8
lookup /usr/share/fonts/X11/encodings ino=183570
lookup /var/cache/fontconfig//707971e003b4ae6c8121c3a920e507f5-le64.cache-8 ino=391511
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.cache/fontconfig//707971e003b4ae6c8121c3a920e507f5-le64.cache-8
lookup /usr/share/fonts/X11/encodings/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.fontconfig//707971e003b4ae6c8121c3a920e507f5-le64.cache-8
lookup /usr/share/fonts/X11/util ino=183623
lookup /var/cache/fontconfig//fe547fea3a41b43a38975d292a2b19c7-le64.cache-8 ino=391512
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.cache/fontconfig//fe547fea3a41b43a38975d292a2b19c7-le64.cache-8
lookup /usr/share/fonts/X11/util/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.fontconfig//fe547fea3a41b43a38975d292a2b19c7-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-cns1 ino=303749
lookup /var/cache/fontconfig//f1f2465696798768e9653f19e17ccdc8-le64.cache-8 ino=391513
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.cache/fontconfig//f1f2465696798768e9653f19e17ccdc8-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-cns1/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.fontconfig//f1f2465696798768e9653f19e17ccdc8-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-gb1 ino=303805
lookup /var/cache/fontconfig//95530828ff6c81d309f8258d8d02a23e-le64.cache-8 ino=391514
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.cache/fontconfig//95530828ff6c81d309f8258d8d02a23e-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-gb1/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.fontconfig//95530828ff6c81d309f8258d8d02a23e-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-japan1 ino=303849
lookup /var/cache/fontconfig//d3e5c4ee2ceb1fc347f91d4cefc53bc0-le64.cache-8 ino=391515
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.cache/fontconfig//d3e5c4ee2ceb1fc347f91d4cefc53bc0-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-japan1/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.fontconfig//d3e5c4ee2ceb1fc347f91d4cefc53bc0-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-japan2 ino=303942
lookup /var/cache/fontconfig//e52a45a1c8c8fe895fc0fc8c4e6999b8-le64.cache-8 ino=391516
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.cache/fontconfig//e52a45a1c8c8fe895fc0fc8c4e6999b8-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-japan2/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.fontconfig//e52a45a1c8c8fe895fc0fc8c4e6999b8-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-korea1 ino=303959
lookup /var/cache/fontconfig//188ac73a183f12857f63bb60a4a6d603-le64.cache-8 ino=391517
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.cache/fontconfig//188ac73a183f12857f63bb60a4a6d603-le64.cache-8
lookup /usr/share/fonts/cmap/adobe-korea1/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.fontconfig//188ac73a183f12857f63bb60a4a6d603-le64.cache-8
lookup /usr/share/fonts/opentype/urw-base35 ino=183682
lookup /var/cache/fontconfig//6cc790b63b123a6a96ee260fcdad32a9-le64.cache-8 ino=391518
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.cache/fontconfig//6cc790b63b123a6a96ee260fcdad32a9-le64.cache-8
lookup /usr/share/fonts/opentype/urw-base35/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.fontconfig//6cc790b63b123a6a96ee260fcdad32a9-le64.cache-8
lookup /usr/share/fonts/truetype/dejavu ino=183521
lookup /var/cache/fontconfig//d589a48862398ed80a3d6066f4f56f4c-le64.cache-8 ino=391497
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.cache/fontconfig//d589a48862398ed80a3d6066f4f56f4c-le64.cache-8
lookup /usr/share/fonts/truetype/dejavu/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.fontconfig//d589a48862398ed80a3d6066f4f56f4c-le64.cache-8
lookup /usr/share/fonts/truetype/libreoffice ino=183544
lookup /var/cache/fontconfig//da43223dd54fb3bb4243ae19d4b583b2-le64.cache-8 ino=391499
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.cache/fontconfig//da43223dd54fb3bb4243ae19d4b583b2-le64.cache-8
lookup /usr/share/fonts/truetype/libreoffice/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.fontconfig//da43223dd54fb3bb4243ae19d4b583b2-le64.cache-8
lookup /usr/share/fonts/truetype/lyx ino=183546
lookup /var/cache/fontconfig//c57959a16110560c8d0fcea73374aeeb-le64.cache-8 ino=391498
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.cache/fontconfig//c57959a16110560c8d0fcea73374aeeb-le64.cache-8
lookup /usr/share/fonts/truetype/lyx/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.fontconfig//c57959a16110560c8d0fcea73374aeeb-le64.cache-8
lookup /usr/share/fonts/type1/urw-base35 ino=183719
lookup /var/cache/fontconfig//a4e60e8d1e10d2fdff3fe3037a1845fb-le64.cache-8 ino=391519
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.cache/fontconfig//a4e60e8d1e10d2fdff3fe3037a1845fb-le64.cache-8
lookup /usr/share/fonts/type1/urw-base35/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.fontconfig//a4e60e8d1e10d2fdff3fe3037a1845fb-le64.cache-8
lookup /usr/share/fonts/X11/encodings/large ino=183587
lookup /var/cache/fontconfig//6333f38776742d18e214673cd2c24e34-le64.cache-8 ino=391520
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.cache/fontconfig//6333f38776742d18e214673cd2c24e34-le64.cache-8
lookup /usr/share/fonts/X11/encodings/large/.uuid
lookup /tmp/preload-scratch.xxr9pG/tmp/preload-lab-zype7hua/dot-record-replay-a1nbodw6/.fontconfig//6333f38776742d18e214673cd2c24e34-le64.cache-8
