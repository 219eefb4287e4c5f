/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * Drives the metadata pass for tests/integration/metad.sh, printing JSON:
 *   ext4meta-tool pass ANCHOR INO[/d]...        the root pass (ext4meta) on inode numbers
 *   ext4meta-tool fs-pass ANCHOR [--parents] INO[/d]...   the root pass of XFS (xfsmeta) or btrfs
 *                                               (btrfsmeta, with --parents the directories
 *                                               above too) on 64-bit inode numbers, as the
 *                                               file system of ANCHOR has; its kind in "kind"
 *   ext4meta-tool walk MOUNTPOINT [--hint=INO...] /PATH...   the lookup walk on paths relative to a
 *                                               mount, with inode numbers known ahead
 *   ext4meta-tool request SOCKET [--opath|--wronly] [--max-bytes=N] PATH...
 *                                               a request to preload-metad with these files open
 *   ext4meta-tool resident DEVICE OFFSET LENGTH bytes of the block device's range in its cache
 *   ext4meta-tool prepared SOCKET PATH...       a warm's metadata pass for these files, made
 *                                               ready (warm_meta_prepare(), warm_meta_prep_load());
 *                                               prints "ready", its size and whether libext2fs is
 *                                               loaded by then (1/0),
 *                                               runs it once a line comes on stdin, prints its JSON
 */
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "btrfsmeta.h"
#include "ext2fs-dl.h"
#include "ext4meta.h"
#include "fsmeta.h"
#include "macro.h"
#include "metad.h"
#include "plan.h"
#include "residency.h"
#include "warm-meta.h"
#include "xfsmeta.h"

static int print(json_object *o) {
        puts(json_object_to_json_string_ext(o, JSON_C_TO_STRING_PLAIN));
        json_object_put(o);
        return 0;
}

static int do_pass(int argc, char **argv) {
        Ext4MetaInode *inodes = calloc((size_t) argc + 1, sizeof(Ext4MetaInode));
        _cleanup_close_ int anchor = open(argv[0], O_PATH | O_CLOEXEC);
        Ext4MetaStats st = {};
        char *reason = NULL;
        json_object *o;
        int r;

        if (!inodes || anchor < 0)
                return -errno;
        for (int i = 1; i < argc; i++) {
                char *end;
                inodes[i - 1].ino = (uint32_t) strtoul(argv[i], &end, 10);
                inodes[i - 1].directory = strcmp(end, "/d") == 0;
        }
        r = ext4meta_pass(anchor, NULL, inodes, (size_t) argc - 1, NULL, &st, NULL, &reason);
        o = ext4meta_stats_to_json(&st);
        json_object_object_add(o, "error", json_object_new_int(r));
        json_object_object_add(o, "reason", reason ? json_object_new_string(reason) : NULL);
        free(reason);
        free(inodes);
        return print(o);
}

static int do_fs_pass(int argc, char **argv) {
        _cleanup_free_ FsMetaInode *inodes = calloc((size_t) argc + 1, sizeof(FsMetaInode));
        _cleanup_close_ int anchor = open(argv[0], O_PATH | O_CLOEXEC);
        char type[FSMETA_TYPE_MAX] = "";
        FsMetaKind kind = FSMETA_NONE;
        Ext4MetaStats st = {};
        bool parents = false;
        char *reason = NULL;
        size_t n = 0;
        json_object *o;
        int r;

        if (!inodes || anchor < 0)
                return -errno;
        for (int i = 1; i < argc; i++) {
                char *end;
                if (strcmp(argv[i], "--parents") == 0) {
                        parents = true;
                        continue;
                }
                inodes[n].ino = strtoull(argv[i], &end, 10);
                inodes[n++].directory = strcmp(end, "/d") == 0;
        }
        r = fsmeta_kind_fd(anchor, NULL, &kind, type);
        if (r >= 0 && kind == FSMETA_XFS)
                r = xfsmeta_pass(anchor, inodes, n, NULL, &st, &reason);
        else if (r >= 0 && kind == FSMETA_BTRFS)
                r = btrfsmeta_pass(anchor, inodes, n, parents, NULL, &st, &reason);
        else if (r >= 0)
                r = -EOPNOTSUPP;
        o = ext4meta_stats_to_json(&st);
        json_object_object_add(o, "kind", json_object_new_string(type));
        json_object_object_add(o, "error", json_object_new_int(r));
        json_object_object_add(o, "reason", reason ? json_object_new_string(reason) : NULL);
        free(reason);
        return print(o);
}

static int do_walk(int argc, char **argv) {
        _cleanup_close_ int anchor = open(argv[0], O_PATH | O_DIRECTORY | O_CLOEXEC);
        _cleanup_free_ uint64_t *hints = calloc((size_t) argc, sizeof(uint64_t));
        _cleanup_free_ const char **paths = calloc((size_t) argc, sizeof(char *));
        size_t n_hints = 0, n_paths = 0;
        Ext4MetaStats st = {};
        char *reason = NULL;
        struct stat root;
        json_object *o;
        int r;

        if (!hints || !paths)
                return -ENOMEM;
        if (anchor < 0 || fstat(anchor, &root) < 0)
                return -errno;
        /* --hint=INO: an inode number known ahead, as a profile's */
        for (int i = 1; i < argc; i++)
                if (strncmp(argv[i], "--hint=", 7) == 0)
                        hints[n_hints++] = strtoull(argv[i] + 7, NULL, 10);
                else
                        paths[n_paths++] = argv[i];
        r = ext4meta_walk(anchor, NULL, root.st_ino, paths, n_paths, hints, n_hints, NULL, &st, NULL, &reason);
        o = ext4meta_stats_to_json(&st);
        json_object_object_add(o, "error", json_object_new_int(r));
        json_object_object_add(o, "reason", reason ? json_object_new_string(reason) : NULL);
        free(reason);
        return print(o);
}

static int do_request(int argc, char **argv) {
        int fds[METAD_MAX_FDS], mode = O_RDONLY, n = 0, r;
        uint8_t flags[METAD_MAX_FDS];
        uint64_t max_bytes = 0;
        MetadResponse resp;
        json_object *o, *a;

        for (int i = 1; i < argc && n < METAD_MAX_FDS; i++) {
                struct stat st;
                if (strcmp(argv[i], "--opath") == 0 || strcmp(argv[i], "--wronly") == 0) {
                        mode = argv[i][2] == 'o' ? O_PATH : O_WRONLY;
                        continue;
                }
                if (strncmp(argv[i], "--max-bytes=", 12) == 0) {
                        max_bytes = strtoull(argv[i] + 12, NULL, 10);
                        continue;
                }
                fds[n] = open(argv[i], mode | O_CLOEXEC);
                if (fds[n] < 0) {
                        fprintf(stderr, "ext4meta-tool: %s: %s\n", argv[i], strerror(errno));
                        return -errno;
                }
                flags[n] = fstat(fds[n], &st) >= 0 && S_ISDIR(st.st_mode) ? METAD_FD_DIRECTORY_BLOCKS : 0;
                n++;
        }
        r = metad_client_request(argv[0], fds, flags, (size_t) n, max_bytes, UINT64_C(20) * 1000000, &resp);
        if (r < 0) {
                fprintf(stderr, "ext4meta-tool: %s: %s\n", argv[0], strerror(-r));
                return r;
        }
        o = ext4meta_stats_to_json(&resp.stats);
        json_object_object_add(o, "status", json_object_new_int(resp.status));
        json_object_object_add(o, "budget_left", json_object_new_uint64(resp.budget_left));
        a = json_object_new_array();
        for (size_t i = 0; i < resp.n_fds; i++)
                json_object_array_add(a, json_object_new_string(metad_refusal_to_string(resp.refusal[i])));
        json_object_object_add(o, "refusals", a);
        return print(o);
}

static int do_resident(char **argv) {
        _cleanup_close_ int fd = open(argv[0], O_RDONLY | O_CLOEXEC);
        uint64_t cached = 0;
        int r;

        if (fd < 0)
                return -errno;
        r = residency_fd_range(fd, strtoull(argv[1], NULL, 10), strtoull(argv[2], NULL, 10), &cached);
        if (r < 0)
                return r;
        printf("%llu\n", (unsigned long long) cached);
        return 0;
}

static int do_prepared(int argc, char **argv) {
        _cleanup_(warm_meta_prep_freep) WarmMetaPrep *mp = NULL;
        WarmMetaOptions o = { .socket_path = argv[0] };
        Plan *p = NULL;
        WarmMeta m = {};
        char line[16];
        int r = plan_new(&p);

        for (int i = 1; r >= 0 && i < argc; i++) {
                struct stat st;
                PlanFile *f;
                if (lookup_names_dir(argv[i]))
                        r = plan_add_lookup(p, argv[i]); /* "DIR/": a directory looked names up in */
                else if (stat(argv[i], &st) < 0)
                        r = -errno;
                else
                        r = plan_add_file(p, argv[i], argv[i], &st, &f);
        }
        if (r >= 0)
                r = warm_meta_prepare(p, &o, 1024, &mp);
        plan_free(p);
        if (r < 0)
                return r;
        /* as preloadd does for a launch it will hold */
        (void) warm_meta_prep_load(mp);
        void *lib = dlopen(EXT2FS_DL_SONAME, RTLD_LAZY | RTLD_NOLOAD);
        printf("ready %zu %d\n", warm_meta_prep_size(mp), lib != NULL);
        if (lib)
                dlclose(lib);
        fflush(stdout);
        if (!fgets(line, sizeof(line), stdin))
                return -EIO;
        r = warm_meta_prep_run(mp, &o, &m);
        if (r < 0)
                return r;
        r = print(warm_meta_to_json_with(&m, NULL));
        warm_meta_done(&m);
        return r;
}

int main(int argc, char **argv) {
        int r = -EINVAL;

        if (argc >= 4 && strcmp(argv[1], "pass") == 0)
                r = do_pass(argc - 2, argv + 2);
        else if (argc >= 4 && strcmp(argv[1], "fs-pass") == 0)
                r = do_fs_pass(argc - 2, argv + 2);
        else if (argc >= 4 && strcmp(argv[1], "walk") == 0)
                r = do_walk(argc - 2, argv + 2);
        else if (argc >= 4 && strcmp(argv[1], "request") == 0)
                r = do_request(argc - 2, argv + 2);
        else if (argc == 5 && strcmp(argv[1], "resident") == 0)
                r = do_resident(argv + 2);
        else if (argc >= 4 && strcmp(argv[1], "prepared") == 0)
                r = do_prepared(argc - 2, argv + 2);
        else
                fprintf(stderr, "usage: ext4meta-tool pass|walk|request|resident|prepared ...\n");
        return r < 0 ? EXIT_FAILURE : EXIT_SUCCESS;
}
