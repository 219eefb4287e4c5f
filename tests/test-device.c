/* SPDX-License-Identifier: LGPL-2.1-or-later */
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "device.h"
#include "device-lookup.h"
#include "macro.h"
#include "mountinfo.h"
#include "util.h"

#define KIB UINT64_C(1024)
#define MIB (KIB * 1024)

static char *root;

static void put(const char *rel, const char *content) {
        char *p = tu_strdupf("%s/%s", root, rel);
        tu_write_file(p, content, strlen(content));
        free(p);
}

static void link_dev(const char *majmin, const char *target) {
        char *dir = tu_strdupf("%s/dev/block", root), *p = tu_strdupf("%s/%s", dir, majmin);
        assert_int_equal(tu_run("mkdir -p '%s'", dir), 0);
        assert_int_equal(symlink(target, p), 0);
        free(dir);
        free(p);
}

static void queue(const char *devdir, const char *ra, const char *ms, const char *rot) {
        char *p;
        if (ra) {
                p = tu_strdupf("%s/queue/read_ahead_kb", devdir);
                put(p, ra);
                free(p);
        }
        if (ms) {
                p = tu_strdupf("%s/queue/max_sectors_kb", devdir);
                put(p, ms);
                free(p);
        }
        if (rot) {
                p = tu_strdupf("%s/queue/rotational", devdir);
                put(p, rot);
                free(p);
        }
}

/* A tree shaped like the kernel's: /sys/dev/block/M:N are symlinks into /sys/devices. */
static int setup(void **state) {
        root = tu_mkdtemp();
        /* sda: a rotating disk with a partition, read_ahead below max_sectors. */
        queue("devices/pci0/host0/block/sda", "128\n", "1280\n", "1\n");
        put("devices/pci0/host0/block/sda/sda1/partition", "1\n");
        link_dev("8:0", "../../devices/pci0/host0/block/sda");
        link_dev("8:1", "../../devices/pci0/host0/block/sda/sda1");
        /* vdb: read_ahead above max_sectors, no partition. */
        queue("devices/virtio1/block/vdb", "8192\n", "4096\n", "0\n");
        link_dev("254:16", "../../devices/virtio1/block/vdb");
        /* loop3: a loop device has its own queue. */
        queue("devices/virtual/block/loop3", "128\n", "1280\n", "0\n");
        put("devices/virtual/block/loop3/loop/backing_file", "/var/img/disk.img\n");
        link_dev("7:3", "../../devices/virtual/block/loop3");
        /* dm-0 on top of sda: its own queue carries the stacked limits. */
        queue("devices/virtual/block/dm-0", "4096\n", "512\n", "1\n");
        put("devices/virtual/block/dm-0/dm/name", "vg-root\n");
        assert_int_equal(tu_run("mkdir -p '%s/devices/virtual/block/dm-0/slaves' && "
                                "ln -s ../../../../pci0/host0/block/sda/sda1 '%s/devices/virtual/block/dm-0/slaves/sda1'",
                                root, root), 0);
        link_dev("253:0", "../../devices/virtual/block/dm-0");
        /* A device whose queue lacks max_sectors_kb. */
        queue("devices/virtual/block/odd0", "256\n", NULL, NULL);
        link_dev("250:0", "../../devices/virtual/block/odd0");
        /* Malformed and absurd values. */
        queue("devices/virtual/block/bad0", "lots\n", "1280\n", "0\n");
        link_dev("250:1", "../../devices/virtual/block/bad0");
        queue("devices/virtual/block/huge0", "128\n", "99999999999999\n", "0\n");
        link_dev("250:2", "../../devices/virtual/block/huge0");
        /* An NFS mount: no block node, a bdi under its anonymous number. */
        put("class/bdi/0:50/read_ahead_kb", "15360\n");
        /* btrfs on loop5, one device; and one over vdc and vdd, each device's sysfs directory
         * with its "dev", linked from the file system's devices/, its bdi a virtual one. */
        queue("devices/virtual/block/loop5", "128\n", "1280\n", "0\n");
        put("devices/virtual/block/loop5/loop/backing_file", "/var/img/btrfs.img\n");
        put("devices/virtual/block/loop5/dev", "7:5\n");
        link_dev("7:5", "../../devices/virtual/block/loop5");
        queue("devices/virtio3/block/vdd", "128\n", "1280\n", "0\n");
        put("devices/virtio3/block/vdd/dev", "254:48\n");
        link_dev("254:48", "../../devices/virtio3/block/vdd");
        queue("devices/virtio2/block/vdc", "128\n", "1280\n", "0\n");
        put("devices/virtio2/block/vdc/dev", "254:32\n");
        link_dev("254:32", "../../devices/virtio2/block/vdc");
        put("devices/virtual/bdi/btrfs-1/read_ahead_kb", "4096\n");
        put("devices/virtual/bdi/btrfs-2/read_ahead_kb", "6144\n");
        put("fs/btrfs/features/raid56", "0\n");
        assert_int_equal(tu_run("cd '%s/fs/btrfs' && mkdir -p one/devices two/devices && "
                                "ln -s ../../../devices/virtual/bdi/btrfs-1 one/bdi && "
                                "ln -s ../../../../devices/virtual/block/loop5 one/devices/loop5 && "
                                "ln -s ../../../devices/virtual/bdi/btrfs-2 two/bdi && "
                                "ln -s ../../../../devices/virtio3/block/vdd two/devices/vdd && "
                                "ln -s ../../../../devices/virtio2/block/vdc two/devices/vdc",
                                root), 0);
        return 0;
}

static int teardown(void **state) {
        tu_rm_rf(root);
        free(root);
        return 0;
}

static DeviceInfo read_ok(unsigned maj, unsigned min) {
        DeviceInfo d;
        memset(&d, 0xaa, sizeof(d));
        assert_int_equal(device_info_read(root, makedev(maj, min), &d), 0);
        assert_true(d.cap > 0);
        assert_true(d.cap <= DEVICE_MAX_CAP);
        return d;
}

static void test_device_info_read_cap_is_max_of_limits(void **state) {
        DeviceInfo d = read_ok(8, 0);
        assert_int_equal(d.source, DEVICE_SOURCE_QUEUE);
        assert_string_equal(d.name, "sda");
        assert_int_equal(d.read_ahead_bytes, 128 * KIB);
        assert_int_equal(d.max_sectors_bytes, 1280 * KIB);
        assert_int_equal(d.cap, 1280 * KIB);
        assert_true(d.rotational);
        assert_false(d.partition);
        assert_false(d.loop);

        d = read_ok(254, 16);
        assert_string_equal(d.name, "vdb");
        assert_int_equal(d.cap, 8 * MIB); /* read_ahead_kb wins here */
        assert_false(d.rotational);
}

static void test_device_info_read_partition_uses_disk(void **state) {
        DeviceInfo d = read_ok(8, 1);
        assert_true(d.partition);
        assert_string_equal(d.name, "sda");
        assert_int_equal(d.cap, 1280 * KIB);
        assert_true(d.rotational);
}

static void test_device_info_read_loop(void **state) {
        DeviceInfo d = read_ok(7, 3);
        assert_true(d.loop);
        assert_false(d.partition);
        assert_string_equal(d.name, "loop3");
        assert_int_equal(d.cap, 1280 * KIB);
        assert_false(d.rotational);
}

static void test_device_info_read_dm_own_queue(void **state) {
        DeviceInfo d = read_ok(253, 0);
        assert_string_equal(d.name, "dm-0");
        /* The dm queue, not its member sda (1280 KiB): max(4096, 512) KiB. */
        assert_int_equal(d.cap, 4 * MIB);
        assert_true(d.rotational);
}

static void test_device_info_read_missing(void **state) {
        /* tmpfs, overlayfs, btrfs: anonymous numbers without any sysfs node. */
        DeviceInfo d = read_ok(0, 45);
        assert_int_equal(d.source, DEVICE_SOURCE_DEFAULT);
        assert_int_equal(d.cap, DEVICE_DEFAULT_CAP);
        assert_false(d.rotational);
        assert_string_equal(d.name, "");

        /* A queue with only read_ahead_kb. */
        d = read_ok(250, 0);
        assert_int_equal(d.cap, 256 * KIB);
        assert_false(d.rotational);

        /* No sysfs at all. */
        DeviceInfo e;
        char *none = tu_strdupf("%s/does-not-exist", root);
        assert_int_equal(device_info_read(none, makedev(8, 0), &e), 0);
        assert_int_equal(e.cap, DEVICE_DEFAULT_CAP);
        free(none);
}

static void test_device_info_read_bdi_only(void **state) {
        DeviceInfo d = read_ok(0, 50);
        assert_int_equal(d.source, DEVICE_SOURCE_BDI);
        assert_int_equal(d.cap, 15 * MIB);
}

static void test_device_info_read_bad_values(void **state) {
        DeviceInfo d;
        memset(&d, 0x55, sizeof(d));
        assert_int_equal(device_info_read(root, makedev(250, 1), &d), -EBADMSG);
        assert_int_equal(d.cap, 0x5555555555555555ULL); /* untouched on failure */
        d = read_ok(250, 2);
        assert_int_equal(d.cap, DEVICE_MAX_CAP);
}

/* A btrfs device: its file system's read-ahead is what one call reads (4 MiB over loop5's 128
 * KiB read-ahead and 1280 KiB requests); the queue's facts stay. */
static void test_device_info_read_btrfs(void **state) {
        DeviceInfo d = read_ok(7, 5);
        assert_true(d.btrfs);
        assert_int_equal(d.members, 1);
        assert_int_equal(d.read_ahead_bytes, 4 * MIB);
        assert_int_equal(d.cap, 4 * MIB);
        assert_int_equal(d.max_sectors_bytes, 1280 * KIB);
        assert_true(d.loop);
        assert_int_equal(d.found_by, DEVICE_FOUND_ST_DEV);

        /* Two devices: either finds the file system, and says it has two. */
        d = read_ok(254, 32);
        assert_true(d.btrfs);
        assert_int_equal(d.members, 2);
        assert_int_equal(d.cap, 6 * MIB);
        d = read_ok(254, 48);
        assert_true(d.btrfs);
        assert_int_equal(d.members, 2);
        assert_int_equal(d.read_ahead_bytes, 6 * MIB);

        /* Not a btrfs device: as before. */
        d = read_ok(8, 1);
        assert_false(d.btrfs);
        assert_int_equal(d.members, 1);
        assert_int_equal(d.cap, 1280 * KIB);
}

/* The lookup keeps a block device's own number, and finds none for an anonymous one without a
 * path to follow to its mount. */
static void test_device_lookup_st_dev(void **state) {
        DeviceLookup l;

        assert_int_equal(device_lookup(root, AT_FDCWD, NULL, makedev(8, 1), &l), 0);
        assert_int_equal(l.by, DEVICE_FOUND_ST_DEV);
        assert_int_equal(l.block, makedev(8, 1));
        assert_int_equal(device_lookup(root, AT_FDCWD, NULL, makedev(0, 41), &l), 0);
        assert_int_equal(l.by, DEVICE_FOUND_NONE);
        assert_int_equal(l.block, makedev(0, 41));
        /* A path that is not the file st_dev came from says nothing either. */
        assert_int_equal(device_lookup(root, AT_FDCWD, "/", makedev(0, 41), &l), 0);
        assert_int_equal(l.by, DEVICE_FOUND_NONE);
        assert_string_equal(device_found_by_to_string(DEVICE_FOUND_MOUNT), "mount");
        assert_string_equal(device_found_by_to_string(_DEVICE_FOUND_BY_MAX), "unknown");
}

/* On the real system the lookup of / finds a block device, or says why not (a container on
 * overlayfs): whatever it says must agree with sysfs and the mount table. */
static void test_device_lookup_real_root(void **state) {
        DeviceLookup l;
        struct stat st;
        char link[64];

        assert_int_equal(stat("/", &st), 0);
        assert_int_equal(device_lookup(NULL, AT_FDCWD, "/", st.st_dev, &l), 0);
        assert_int_equal(l.st_dev, st.st_dev);
        if (l.by == DEVICE_FOUND_NONE)
                return;
        snprintf(link, sizeof(link), "/sys/dev/block/%u:%u", major(l.block), minor(l.block));
        assert_int_equal(access(link, F_OK), 0);
        if (l.by == DEVICE_FOUND_ST_DEV)
                assert_int_equal(l.block, st.st_dev);
        else
                assert_true(l.fstype[0] != 0);
        assert_int_equal(device_block_of("/", st.st_dev), l.block);
}

static void test_mountinfo_by_id(void **state) {
        static const char text[] =
                "22 1 253:1 / / rw,relatime shared:1 - ext4 /dev/vda1 rw\n"
                "43 27 0:39 / /srv/a\\040b rw,relatime - btrfs /dev/disk\\040one rw,subvolid=5\n"
                "not a mount line\n"
                "44 22 0:27 / /run rw - tmpfs tmpfs rw\n"
                "45 22 0:28 / /x rw -\n"
                "46 22 0:29 / /y rw - averyveryveryverylongfilesystemtypename src rw\n"
                "47 22 7:4 / /mnt/tail rw - xfs /dev/loop4"; /* no newline, no options */
        MountEntry e;

        assert_int_equal(mountinfo_by_id(text, 22, &e), 0);
        assert_string_equal(e.fstype, "ext4");
        assert_string_equal(e.source, "/dev/vda1");
        assert_int_equal(e.dev, makedev(253, 1));
        /* escapes undone in the source; the number shown is the mount's, not its files' */
        assert_int_equal(mountinfo_by_id(text, 43, &e), 0);
        assert_string_equal(e.fstype, "btrfs");
        assert_string_equal(e.source, "/dev/disk one");
        assert_int_equal(e.dev, makedev(0, 39));
        assert_int_equal(mountinfo_by_id(text, 44, &e), 0);
        assert_string_equal(e.source, "tmpfs");
        assert_int_equal(mountinfo_by_id(text, 47, &e), 0);
        assert_string_equal(e.source, "/dev/loop4");
        assert_int_equal(mountinfo_by_id(text, 45, &e), -ENOENT);
        assert_int_equal(mountinfo_by_id(text, 46, &e), -ENAMETOOLONG);
        assert_int_equal(mountinfo_by_id(text, 99, &e), -ENOENT);
        assert_int_equal(mountinfo_by_id("", 22, &e), -ENOENT);
}

static void test_device_cache_get_caches(void **state) {
        DeviceCache *c;
        const DeviceInfo *a, *b;
        assert_int_equal(device_cache_new(root, &c), 0);
        assert_int_equal(device_cache_get(c, AT_FDCWD, NULL, makedev(8, 1), &a), 0);
        assert_int_equal(a->cap, 1280 * KIB);
        assert_int_equal(device_cache_get(c, AT_FDCWD, NULL, makedev(7, 3), &b), 0);
        assert_int_equal(device_cache_get(c, AT_FDCWD, NULL, makedev(8, 1), &a), 0);
        assert_int_equal(c->n_devices, 2);
        assert_true(a->partition);
        assert_int_equal(device_cache_get(c, AT_FDCWD, NULL, makedev(250, 1), &a), -EBADMSG);
        assert_int_equal(c->n_devices, 2);
        assert_null(device_cache_free(c));
        assert_null(device_cache_free(NULL));
}

static void test_device_info_read_real_sysfs(void **state) {
        struct stat st;
        DeviceInfo d;
        assert_int_equal(stat("/", &st), 0);
        assert_int_equal(device_info_read(NULL, st.st_dev, &d), 0);
        assert_true(d.cap >= 4096);
        if (d.source == DEVICE_SOURCE_QUEUE)
                assert_true(d.cap == (d.read_ahead_bytes > d.max_sectors_bytes ? d.read_ahead_bytes : d.max_sectors_bytes));
}

static void test_device_file_extents_real_file(void **state) {
        char *path = tu_strdupf("%s/data", root);
        size_t size = 3 * MIB + 100;
        char *buf = malloc(size);
        Extent *e = NULL;
        size_t n = 0;
        int fd, r;

        assert_non_null(buf);
        for (size_t i = 0; i < size; i++)
                buf[i] = (char) (i * 7 + 1);
        tu_write_file(path, buf, size);
        fd = open(path, O_RDONLY | O_CLOEXEC);
        assert_true(fd >= 0);
        assert_int_equal(fsync(fd), 0); /* allocate blocks: delayed extents have no address */

        r = device_file_extents(fd, 0, size, &e, &n);
        if (r == -EOPNOTSUPP) {
                close(fd);
                free(buf);
                free(path);
                skip();
        }
        assert_int_equal(r, 0);
        assert_true(n >= 1);
        uint64_t covered = 0;
        for (size_t i = 0; i < n; i++) {
                assert_true(e[i].length > 0);
                if (i > 0)
                        assert_true(e[i].logical >= e[i - 1].logical + e[i - 1].length);
                covered += e[i].length;
        }
        assert_int_equal(e[0].logical, 0);
        assert_true(covered >= size);
        free(e);

        /* A window in the middle only returns what overlaps it. */
        assert_int_equal(device_file_extents(fd, 2 * MIB, 4096, &e, &n), 0);
        assert_true(n >= 1);
        assert_true(e[0].logical <= 2 * MIB && e[0].logical + e[0].length > 2 * MIB);
        free(e);
        close(fd);

        /* A pipe has no extents at all. */
        int p[2];
        assert_int_equal(pipe(p), 0);
        assert_int_equal(device_file_extents(p[0], 0, 4096, &e, &n), -EOPNOTSUPP);
        close(p[0]);
        close(p[1]);
        free(buf);
        free(path);
}

/* Counters shaped like real ones (17 fields, as 6.x writes them). */
/* A rotating disk: 150 reads per busy second. */
#define STAT_HDD "   15000     2000  1200000   140000     3000      500    90000    20000        0   100000   160000        0        0        0        0      300      900\n"
/* Flash behind a virtual disk (this machine's vda): about 8850 reads per busy second. */
#define STAT_SSD " 8755517  3378855 547396320  2678639   825986   444842 125800408   952159        0   989064  3700148   445321       17 128759912    60348   177073     9002\n"
/* Barely used: a few reads. */
#define STAT_IDLE "      41        0     1810       12        0        0        0        0        0       16       12\n"

static void test_device_stat_parse_real_lines(void **state) {
        const char *reason = NULL;
        DeviceStat st;

        assert_int_equal(device_stat_parse(STAT_SSD, strlen(STAT_SSD), &st, &reason), 0);
        assert_true(st.reads == 8755517 && st.read_sectors == 547396320 && st.read_ticks_ms == 2678639);
        assert_true(st.io_ticks_ms == 989064);
        assert_int_equal(device_stat_parse(STAT_HDD, strlen(STAT_HDD), &st, &reason), 0);
        assert_true(st.reads == 15000 && st.io_ticks_ms == 100000);
        /* 11 fields (kernels before 4.18), no newline */
        assert_int_equal(device_stat_parse(STAT_IDLE, strlen(STAT_IDLE) - 1, &st, &reason), 0);
        assert_true(st.reads == 41 && st.io_ticks_ms == 16);
}

static void test_device_stat_parse_bad(void **state) {
        static const char *const bad[] = {
                "",
                "\n",
                "1 2 3 4 5 6 7 8 9 10\n",              /* 10 fields */
                "1 2 3 4 5 6 7 8 9 10 x\n",            /* not a number */
                "1 2 3 4 5 6 7 8 9 -10 11\n",          /* signed */
                "1 2 3 4 5 6 7 8 9 10 11\n12\n",       /* two lines */
                "18446744073709551616 2 3 4 5 6 7 8 9 10 11", /* 2^64 */
        };
        DeviceStat st = { .reads = 7 };

        for (size_t i = 0; i < ELEMENTSOF(bad); i++) {
                const char *reason = NULL;
                assert_int_equal(device_stat_parse(bad[i], strlen(bad[i]), &st, &reason), -EBADMSG);
                assert_non_null(reason);
                assert_true(st.reads == 7); /* untouched */
        }
        /* 2^64 - 1 is a counter */
        const char *max = "18446744073709551615 2 3 4 5 6 7 8 9 1000 11";
        const char *reason = NULL;
        assert_int_equal(device_stat_parse(max, strlen(max), &st, &reason), 0);
        assert_true(st.reads == UINT64_MAX);
}

/* A loop device's own counters outlive its attachments: the backing file's device decides. */
static void test_device_stat_read_lifetime_loop(void **state) {
        char *backing = tu_strdupf("%s/backing.img", root), *p;
        DeviceStat st;
        struct stat bst;
        dev_t at = 0;

        put("devices/pci0/host0/block/sda/stat", STAT_HDD);
        put("devices/pci0/host0/block/sda/sda1/stat", STAT_HDD);
        put("devices/virtual/block/loop3/stat", STAT_IDLE);
        assert_int_equal(device_stat_read(root, makedev(8, 0), &st, NULL), 0);
        assert_true(st.reads == 15000);
        assert_int_equal(device_stat_read(root, makedev(7, 3), &st, NULL), 0);
        assert_true(st.reads == 41);
        assert_int_equal(device_stat_read(root, makedev(9, 9), &st, NULL), -ENOENT);

        /* loop3's backing file lies on the real device of the test directory: give that device
         * flash counters in the fake tree. */
        tu_write_file(backing, "x", 1);
        assert_int_equal(stat(backing, &bst), 0);
        p = tu_strdupf("devices/virtual/block/backing%u_%u", major(bst.st_dev), minor(bst.st_dev));
        char *statp = tu_strdupf("%s/stat", p), *link = tu_strdupf("%u:%u", major(bst.st_dev), minor(bst.st_dev)),
             *target = tu_strdupf("../../%s", p), *bf = tu_strdupf("%s\n", backing);
        put(statp, STAT_SSD);
        link_dev(link, target);
        put("devices/virtual/block/loop3/loop/backing_file", bf);
        assert_int_equal(device_stat_read_lifetime(root, makedev(7, 3), &st, &at), 0);
        assert_true(st.reads == 8755517 && at == bst.st_dev);
        /* sda is no loop device: its own. */
        assert_int_equal(device_stat_read_lifetime(root, makedev(8, 0), &st, &at), 0);
        assert_true(st.reads == 15000 && at == makedev(8, 0));

        /* dm-0 over sda1 alone (LUKS): sda1's counters, not its own bios'; over two, its own. */
        put("devices/pci0/host0/block/sda/sda1/dev", "8:1\n");
        put("devices/virtual/block/dm-0/stat", STAT_IDLE);
        assert_int_equal(device_stat_read_lifetime(root, makedev(253, 0), &st, &at), 0);
        assert_true(st.reads == 15000 && at == makedev(8, 1));
        assert_int_equal(tu_run("ln -s ../../../../virtio1/block/vdb '%s/devices/virtual/block/dm-0/slaves/vdb'", root), 0);
        assert_int_equal(device_stat_read_lifetime(root, makedev(253, 0), &st, &at), 0);
        assert_true(st.reads == 41 && at == makedev(253, 0));
        assert_int_equal(tu_run("rm '%s/devices/virtual/block/dm-0/slaves/vdb' '%s/devices/virtual/block/dm-0/stat'",
                                root, root), 0);

        /* A backing file that is gone: the loop's own counters, too few to say; the flag decides. */
        put("devices/virtual/block/loop3/loop/backing_file", "/nonexistent/disk.img (deleted)\n");
        assert_int_equal(device_stat_read_lifetime(root, makedev(7, 3), &st, &at), 0);
        assert_true(st.reads == 41 && at == makedev(7, 3));
        /* dm-0 without counters of its own: none, whatever is under it. */
        assert_int_equal(device_stat_read_lifetime(root, makedev(253, 0), &st, &at), -ENOENT);

        /* A malformed stat file: no measurement, the reason said. */
        const char *reason = NULL;
        put("devices/pci0/host0/block/sda/stat", "garbage\n");
        assert_int_equal(device_stat_read(root, makedev(8, 0), &st, &reason), -EBADMSG);
        assert_non_null(reason);
        assert_int_equal(device_stat_read_lifetime(root, makedev(8, 0), &st, &at), -EBADMSG);

        unlink(backing);
        free(backing);
        free(p);
        free(statp);
        free(link);
        free(target);
        free(bf);
}

int main(void) {
        const struct CMUnitTest tests[] = {
                cmocka_unit_test(test_device_info_read_cap_is_max_of_limits),
                cmocka_unit_test(test_device_info_read_partition_uses_disk),
                cmocka_unit_test(test_device_info_read_loop),
                cmocka_unit_test(test_device_info_read_dm_own_queue),
                cmocka_unit_test(test_device_info_read_missing),
                cmocka_unit_test(test_device_info_read_bdi_only),
                cmocka_unit_test(test_device_info_read_bad_values),
                cmocka_unit_test(test_device_cache_get_caches),
                cmocka_unit_test(test_device_info_read_btrfs),
                cmocka_unit_test(test_device_lookup_st_dev),
                cmocka_unit_test(test_device_lookup_real_root),
                cmocka_unit_test(test_mountinfo_by_id),
                cmocka_unit_test(test_device_info_read_real_sysfs),
                cmocka_unit_test(test_device_file_extents_real_file),
                cmocka_unit_test(test_device_stat_parse_real_lines),
                cmocka_unit_test(test_device_stat_parse_bad),
                cmocka_unit_test(test_device_stat_read_lifetime_loop),
        };
        return cmocka_run_group_tests(tests, setup, teardown);
}
