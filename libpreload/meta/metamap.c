/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* A profile's metadata map (metamap.h): its text form, and where it is kept. */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "fileio.h"
#include "macro.h"
#include "metamap.h"
#include "profile.h"
#include "tokenize.h"

#define METAMAP_MAGIC "preload-metamap 1"
#define METAMAP_RUNS_PER_LINE 16

MetaMap *metamap_free(MetaMap *m) {
        if (!m)
                return NULL;
        for (size_t i = 0; i < m->n_fs; i++)
                ext4meta_blocks_done(&m->fs[i]);
        free(m->fs);
        free(m);
        return NULL;
}

/* "fsid=HEX:HEX", each half at most 8 lower-case hex digits. */
static int parse_fsid(const Token *v, uint32_t ret[2]) {
        const char *colon = memchr(v->s, ':', v->n);
        const char *parts[2][2];

        if (!colon)
                return -EBADMSG;
        parts[0][0] = v->s;
        parts[0][1] = colon;
        parts[1][0] = colon + 1;
        parts[1][1] = v->s + v->n;
        for (int k = 0; k < 2; k++) {
                uint32_t x = 0;
                size_t n = (size_t) (parts[k][1] - parts[k][0]);
                if (n == 0 || n > 8)
                        return -EBADMSG;
                for (const char *c = parts[k][0]; c < parts[k][1]; c++) {
                        int d = unhexchar(*c);
                        if (d < 0 || (*c >= 'A' && *c <= 'F'))
                                return -EBADMSG;
                        x = x << 4 | (uint32_t) d;
                }
                ret[k] = x;
        }
        return 0;
}

static int parse_profile_line(Parser *ps, MetaMap *m) {
        Token v;
        uint64_t ns;
        int r;

        r = token_expect_key(ps, "size", &v, "expected size=NUMBER");
        if (r < 0)
                return r;
        if (parse_u64_str(v.s, v.n, &m->profile_size) < 0)
                return parse_fail(ps, "expected size=NUMBER");
        r = token_expect_key(ps, "mtime", &v, "expected mtime=SECONDS.NANOSECONDS");
        if (r < 0)
                return r;
        if (parse_mtime_value(&v, &ns) < 0 || ns / 1000000000 > INT64_MAX)
                return parse_fail(ps, "expected mtime=SECONDS.NANOSECONDS");
        m->profile_mtime = (struct timespec) { .tv_sec = (time_t) (ns / 1000000000), .tv_nsec = (long) (ns % 1000000000) };
        return token_expect_end(ps);
}

static int parse_fs_line(Parser *ps, Ext4MetaBlocks *b) {
        Token v;
        uint64_t bs;
        dev_t dev;
        int r;

        r = token_expect_key(ps, "fsid", &v, "expected fsid=HEX:HEX");
        if (r < 0)
                return r;
        if (parse_fsid(&v, b->fsid) < 0)
                return parse_fail(ps, "expected fsid=HEX:HEX");
        r = token_expect_key(ps, "dev", &v, "expected dev=MAJOR:MINOR");
        if (r < 0)
                return r;
        if (parse_dev_value(&v, &dev) < 0)
                return parse_fail(ps, "expected dev=MAJOR:MINOR");
        b->dev = dev;
        r = token_expect_key(ps, "block-size", &v, "expected block-size=NUMBER");
        if (r < 0)
                return r;
        if (parse_u64_str(v.s, v.n, &bs) < 0)
                return parse_fail(ps, "expected block-size=NUMBER");
        if (bs < 1024 || bs > 65536 || (bs & (bs - 1)) != 0)
                return parse_fail(ps, "block size not a power of two from 1024 to 65536");
        b->block_size = (uint32_t) bs;
        return token_expect_end(ps);
}

/* A "blocks" line's runs, appended to b; ascending, each past the end of the one before. */
static int parse_blocks_line(Parser *ps, Ext4MetaBlocks *b, size_t *allocated, uint64_t *total) {
        Token t;
        int r, any = 0;

        while ((r = token_next(ps, &t)) > 0) {
                const char *plus = memchr(t.s, '+', t.n);
                uint64_t first, count;

                any = 1;
                if (!plus || parse_u64_str(t.s, (size_t) (plus - t.s), &first) < 0 ||
                    parse_u64_str(plus + 1, t.n - (size_t) (plus - t.s) - 1, &count) < 0)
                        return parse_fail(ps, "expected FIRST+COUNT");
                if (first == 0 || count == 0 || first > UINT64_MAX - count)
                        return parse_fail(ps, "block run out of range");
                /* Not even touching the run before: the writer joins adjacent blocks into one run. */
                if (b->n_blocks > 0 && first <= b->blocks[b->n_blocks - 1] + 1)
                        return parse_fail(ps, "block runs not ascending");
                if (count > METAMAP_MAX_BLOCKS - *total)
                        return parse_fail(ps, "too many blocks");
                *total += count;
                if (b->n_blocks + count > *allocated) {
                        size_t m = MAX(*allocated * 2, b->n_blocks + (size_t) count);
                        uint64_t *w = reallocarray(b->blocks, m, sizeof(uint64_t));
                        if (!w)
                                return -ENOMEM;
                        b->blocks = w;
                        *allocated = m;
                }
                for (uint64_t k = 0; k < count; k++)
                        b->blocks[b->n_blocks++] = first + k;
        }
        if (r < 0)
                return r;
        return any ? 0 : parse_fail(ps, "no block runs");
}

/* One line of the map after the magic (comments and blank lines already skipped). */
static int parse_line(Parser *ps, MetaMap *m, unsigned *seen, size_t *allocated, uint64_t *total) {
        enum { SEEN_PROFILE = 1, SEEN_WRITTEN = 2 };
        Token kw;
        uint64_t w;
        int r;

        r = token_expect(ps, &kw, "empty line");
        if (r < 0)
                return r;
        if (token_is(&kw, "profile")) {
                if (*seen & SEEN_PROFILE)
                        return parse_fail(ps, "a second profile line");
                *seen |= SEEN_PROFILE;
                return parse_profile_line(ps, m);
        }
        if (token_is(&kw, "written")) {
                Token t;
                if (*seen & SEEN_WRITTEN)
                        return parse_fail(ps, "a second written line");
                *seen |= SEEN_WRITTEN;
                r = token_expect(ps, &t, "missing time");
                if (r < 0)
                        return r;
                if (parse_u64_str(t.s, t.n, &w) < 0 || w > INT64_MAX)
                        return parse_fail(ps, "bad time");
                m->written = (int64_t) w;
                return token_expect_end(ps);
        }
        if (token_is(&kw, "fs")) {
                Ext4MetaBlocks *v;
                if (m->n_fs > 0 && m->fs[m->n_fs - 1].n_blocks == 0)
                        return parse_fail(ps, "a file system without blocks");
                if (m->n_fs >= METAMAP_MAX_FILE_SYSTEMS)
                        return parse_fail(ps, "too many file systems");
                v = reallocarray(m->fs, m->n_fs + 1, sizeof(Ext4MetaBlocks));
                if (!v)
                        return -ENOMEM;
                m->fs = v;
                m->fs[m->n_fs++] = (Ext4MetaBlocks) {};
                *allocated = 0;
                return parse_fs_line(ps, &m->fs[m->n_fs - 1]);
        }
        if (token_is(&kw, "blocks")) {
                if (m->n_fs == 0)
                        return parse_fail(ps, "blocks before any fs line");
                return parse_blocks_line(ps, &m->fs[m->n_fs - 1], allocated, total);
        }
        return parse_fail(ps, "unknown keyword");
}

int metamap_parse(const char *text, size_t len, MetaMap **ret, unsigned *ret_line, const char **ret_reason) {
        _cleanup_(metamap_freep) MetaMap *m = calloc(1, sizeof(MetaMap));
        const char *s = text, *end = text + len;
        unsigned seen = 0;
        size_t allocated = 0;
        uint64_t total = 0;
        bool magic = false;
        Parser ps = {};
        int r = 0;

        if (!m)
                return -ENOMEM;
        while (s < end && r >= 0) {
                const char *le = memchr(s, '\n', (size_t) (end - s));
                if (!le)
                        le = end;
                ps = (Parser) { .line = s, .end = le, .pos = s, .line_no = ps.line_no + 1 };
                s = le + 1;
                if (memchr(ps.line, 0, (size_t) (le - ps.line)))
                        r = parse_fail(&ps, "NUL byte");
                else if (!magic) {
                        magic = (size_t) (le - ps.line) == strlen(METAMAP_MAGIC) &&
                                memcmp(ps.line, METAMAP_MAGIC, strlen(METAMAP_MAGIC)) == 0;
                        if (!magic)
                                r = parse_fail(&ps, "not a metadata map (expected \"" METAMAP_MAGIC "\")");
                } else if (le != ps.line && ps.line[0] != '#')
                        r = parse_line(&ps, m, &seen, &allocated, &total);
        }
        if (r >= 0 && !magic) {
                ps.line_no = 1;
                r = parse_fail(&ps, "empty");
        }
        else if (r >= 0 && seen != 3)
                r = parse_fail(&ps, "missing profile or written line");
        else if (r >= 0 && (m->n_fs == 0 || m->fs[m->n_fs - 1].n_blocks == 0))
                r = parse_fail(&ps, "a file system without blocks");
        if (r < 0) {
                if (r == -EBADMSG) {
                        *ret_line = ps.line_no;
                        *ret_reason = ps.reason;
                }
                return r;
        }
        *ret = TAKE_PTR(m);
        return 0;
}

int metamap_format(const MetaMap *m, char **ret) {
        char *text = NULL;
        size_t size = 0;
        FILE *f = open_memstream(&text, &size);

        if (!f)
                return -ENOMEM;
        fprintf(f, METAMAP_MAGIC "\n"
                   "# The ext4 blocks a root warm of this profile reads first (preloadctl(1)); remade as needed.\n"
                   "profile size=%" PRIu64 " mtime=%" PRId64 ".%09ld\nwritten %" PRId64 "\n",
                m->profile_size, (int64_t) m->profile_mtime.tv_sec, m->profile_mtime.tv_nsec, m->written);
        for (size_t fs = 0; fs < m->n_fs; fs++) {
                const Ext4MetaBlocks *b = &m->fs[fs];
                size_t runs = 0;

                if (b->n_blocks == 0)
                        continue;
                fprintf(f, "fs fsid=%" PRIx32 ":%" PRIx32 " dev=%u:%u block-size=%" PRIu32, b->fsid[0], b->fsid[1],
                        major((dev_t) b->dev), minor((dev_t) b->dev), b->block_size);
                for (size_t i = 0, j; i < b->n_blocks; i = j, runs++) {
                        for (j = i + 1; j < b->n_blocks && b->blocks[j] == b->blocks[j - 1] + 1; j++)
                                ;
                        fprintf(f, "%s%" PRIu64 "+%zu", runs % METAMAP_RUNS_PER_LINE ? " " : "\nblocks ",
                                b->blocks[i], j - i);
                }
                fputc('\n', f);
        }
        /* A failed write (out of memory) shows when the stream is closed. */
        if (fclose(f) != 0) {
                free(text);
                return -ENOMEM;
        }
        *ret = text;
        return 0;
}

int metamap_path(const char *profile_path, char **ret) {
        size_t n = strlen(profile_path), k = strlen(PROFILE_SUFFIX);

        if (n > k && strcmp(profile_path + n - k, PROFILE_SUFFIX) == 0)
                n -= k;
        if (asprintf(ret, "%.*s%s", (int) n, profile_path, METAMAP_SUFFIX) < 0)
                return -ENOMEM;
        return 0;
}

int metamap_load(const char *profile_path, int64_t now, MetaMap **ret, const char **ret_reason) {
        _cleanup_free_ char *path = NULL, *text = NULL;
        _cleanup_(metamap_freep) MetaMap *m = NULL;
        _cleanup_close_ int fd = -EBADF;
        struct stat st, pst;
        size_t size;
        unsigned line = 0;
        int r;

        *ret_reason = NULL;
        r = metamap_path(profile_path, &path);
        if (r < 0)
                return r;
        fd = open_regular_file(path, &st);
        if (fd == -EBADMSG)
                *ret_reason = "not a regular file";
        if (fd < 0)
                return fd;
        if (st.st_uid != geteuid()) {
                *ret_reason = "written by another user";
                return -EPERM;
        }
        if ((uint64_t) st.st_size > METAMAP_MAX_BYTES) {
                *ret_reason = "too large";
                return -EBADMSG;
        }
        size = (size_t) st.st_size;
        text = malloc(MAX(size, (size_t) 1));
        if (!text)
                return -ENOMEM;
        ssize_t k = read_full(fd, text, size);
        if (k < 0)
                return (int) k;
        r = metamap_parse(text, (size_t) k, &m, &line, ret_reason);
        if (r < 0)
                return r;
        if (stat(profile_path, &pst) < 0)
                return -errno;
        if ((uint64_t) pst.st_size != m->profile_size || pst.st_mtim.tv_sec != m->profile_mtime.tv_sec ||
            pst.st_mtim.tv_nsec != m->profile_mtime.tv_nsec) {
                *ret_reason = "made for another version of the profile";
                return -ESTALE;
        }
        if (m->written > now || now - m->written > METAMAP_MAX_AGE_SEC) {
                *ret_reason = "older than a week, or from the future";
                return -ESTALE;
        }
        *ret = TAKE_PTR(m);
        return 0;
}

int metamap_store(const char *profile_path, const struct stat *profile_st, int64_t now, const Ext4MetaBlocks *fs,
                  size_t n) {
        _cleanup_free_ char *path = NULL, *text = NULL;
        uint64_t total = 0;
        MetaMap m = {
                .profile_size = (uint64_t) profile_st->st_size,
                .profile_mtime = profile_st->st_mtim,
                .written = now,
                .fs = (Ext4MetaBlocks *) fs,
                .n_fs = n,
        };
        int r;

        for (size_t i = 0; i < n; i++)
                total += fs[i].n_blocks;
        /* What the parser would refuse is not written. */
        if (total == 0 || total > METAMAP_MAX_BLOCKS || n > METAMAP_MAX_FILE_SYSTEMS)
                return -E2BIG;
        r = metamap_path(profile_path, &path);
        if (r >= 0)
                r = metamap_format(&m, &text);
        if (r < 0)
                return r;
        return write_file_atomic_full(path, text, strlen(text), 0644, false);
}

int metamap_remove(const char *profile_path) {
        _cleanup_free_ char *path = NULL;
        int r;

        r = metamap_path(profile_path, &path);
        if (r < 0)
                return r;
        if (unlink(path) < 0 && errno != ENOENT)
                return -errno;
        return 0;
}
