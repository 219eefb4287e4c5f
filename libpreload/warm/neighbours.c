/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The files in the small gaps on the disk between a plan's files (see neighbours.h). */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "macro.h"
#include "neighbours.h"
#include "schedule.h"

static int run_cmp(const void *x, const void *y) {
        const NeighbourRun *a = x, *b = y;
        if (a->dev != b->dev)
                return a->dev < b->dev ? -1 : 1;
        if (a->start != b->start)
                return a->start < b->start ? -1 : 1;
        return a->end < b->end ? -1 : a->end > b->end;
}

int neighbour_gaps(NeighbourRun *runs, size_t n, uint64_t max_gap, NeighbourGap **ret, size_t *ret_n) {
        NeighbourGap *gaps = NULL;
        size_t n_gaps = 0, n_gaps_allocated = 0;

        *ret = NULL;
        *ret_n = 0;
        if (n < 2 || max_gap == 0)
                return 0;
        qsort(runs, n, sizeof(*runs), run_cmp);
        /* The furthest any run so far ends, and whose: overlaps are no gap. */
        uint64_t reach = runs[0].end;
        size_t reach_file = runs[0].file;
        for (size_t i = 1; i < n; i++) {
                const NeighbourRun *a = &runs[i - 1], *b = &runs[i];
                if (a->dev != b->dev) {
                        reach = b->end;
                        reach_file = b->file;
                        continue;
                }
                if (reach_file != b->file && b->start > reach && b->start - reach <= max_gap) {
                        if (ARRAY_GROW(gaps, n_gaps_allocated, n_gaps) < 0) {
                                free(gaps);
                                return -ENOMEM;
                        }
                        gaps[n_gaps++] = (NeighbourGap) { .dev = b->dev, .start = reach, .end = b->start,
                                                          .a = reach_file, .b = b->file };
                }
                if (b->end > reach) {
                        reach = b->end;
                        reach_file = b->file;
                }
        }
        *ret = gaps;
        *ret_n = n_gaps;
        return 0;
}

int neighbour_ranges(const Extent *ext, size_t n_ext, uint64_t start, uint64_t end, Range **ranges,
                     size_t *n, size_t *n_allocated) {
        for (size_t i = 0; i < n_ext; i++) {
                uint64_t a = MAX(start, ext[i].physical), b = MIN(end, ext[i].physical + ext[i].length);
                if (a >= b)
                        continue;
                uint64_t off = ext[i].logical + (a - ext[i].physical);
                int r = ranges_add(ranges, n, n_allocated, off, off + (b - a), RANGE_SOURCE_NEIGHBOUR);
                if (r < 0)
                        return r;
        }
        return 0;
}

/* One listed directory: its regular entries (or of unknown type) with their inode numbers. */
typedef struct DirEntry {
        ino_t ino;
        char *name;
} DirEntry;

typedef struct DirListing {
        char *path;
        DirEntry *entries;
        size_t n_entries, n_entries_allocated;
} DirListing;

typedef struct Neighbours {
        Plan *plan;
        size_t n_plan; /* files of the plan before any neighbour */
        struct stat *st; /* per plan file, st_ino 0 when it could not be opened */
        DirListing *dirs;
        size_t n_dirs;
        ino_t *tried; /* inodes already opened as candidates, or in the plan */
        size_t n_tried, n_tried_allocated;
        size_t added_files;
        uint64_t added_bytes;
} Neighbours;

static bool tried(Neighbours *nb, ino_t ino) {
        for (size_t i = 0; i < nb->n_tried; i++)
                if (nb->tried[i] == ino)
                        return true;
        return false;
}

static int mark_tried(Neighbours *nb, ino_t ino) {
        if (ARRAY_GROW(nb->tried, nb->n_tried_allocated, nb->n_tried) < 0)
                return -ENOMEM;
        nb->tried[nb->n_tried++] = ino;
        return 0;
}

static int entry_cmp(const void *x, const void *y) {
        const DirEntry *a = x, *b = y;
        return a->ino < b->ino ? -1 : a->ino > b->ino;
}

/* The listing of the directory holding path (cached); NULL when it cannot be listed. */
static int dir_listing(Neighbours *nb, const char *path, const DirListing **ret) {
        const char *slash = strrchr(path, '/');
        *ret = NULL;
        if (!slash || slash == path)
                return 0;
        size_t len = (size_t) (slash - path);
        for (size_t i = 0; i < nb->n_dirs; i++)
                if (strlen(nb->dirs[i].path) == len && strncmp(nb->dirs[i].path, path, len) == 0) {
                        *ret = nb->dirs[i].entries ? &nb->dirs[i] : NULL;
                        return 0;
                }
        DirListing *d = reallocarray(nb->dirs, nb->n_dirs + 1, sizeof(DirListing));
        if (!d)
                return -ENOMEM;
        nb->dirs = d;
        d = &nb->dirs[nb->n_dirs];
        *d = (DirListing) { .path = strndup(path, len) };
        if (!d->path)
                return -ENOMEM;
        nb->n_dirs++;

        DIR *dir = opendir(d->path);
        if (!dir)
                return 0; /* remembered as unlistable */
        struct dirent *de;
        int r = 0;
        while ((de = readdir(dir))) {
                if (de->d_type != DT_REG && de->d_type != DT_UNKNOWN)
                        continue;
                if (ARRAY_GROW(d->entries, d->n_entries_allocated, d->n_entries) < 0) {
                        r = -ENOMEM;
                        break;
                }
                DirEntry *e = d->entries;
                e[d->n_entries] = (DirEntry) { .ino = de->d_ino, .name = strdup(de->d_name) };
                if (!e[d->n_entries].name) {
                        r = -ENOMEM;
                        break;
                }
                d->n_entries++;
        }
        closedir(dir);
        if (r < 0)
                return r;
        if (d->n_entries > 0)
                qsort(d->entries, d->n_entries, sizeof(DirEntry), entry_cmp);
        *ret = d->entries ? d : NULL;
        return 0;
}

/* Opens one candidate and adds what of it lies in the gap. */
static int try_candidate(Neighbours *nb, const DirListing *d, const DirEntry *e, const NeighbourGap *g) {
        _cleanup_free_ char *path = NULL;
        _cleanup_free_ Extent *ext = NULL;
        _cleanup_free_ Range *ranges = NULL;
        _cleanup_close_ int fd = -EBADF;
        size_t n_ext = 0, n = 0, n_alloc = 0;
        struct stat st;
        PlanFile *f;
        int r;

        r = mark_tried(nb, e->ino);
        if (r < 0)
                return r;
        if (asprintf(&path, "%s/%s", d->path, e->name) < 0) {
                path = NULL;
                return -ENOMEM;
        }
        fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
        if (fd < 0 || fstat(fd, &st) < 0 || !S_ISREG(st.st_mode) || st.st_dev != g->dev || st.st_size == 0)
                return 0;
        r = device_file_extents(fd, 0, (uint64_t) st.st_size, &ext, &n_ext);
        if (r == -ENOMEM)
                return r;
        if (r < 0)
                return 0;
        r = neighbour_ranges(ext, n_ext, g->start, g->end, &ranges, &n, &n_alloc);
        if (r < 0 || n == 0)
                return r;
        r = plan_add_file(nb->plan, path, NULL, &st, &f);
        if (r < 0)
                return r;
        for (size_t i = 0; i < n; i++) {
                /* Not past the end: a file's last block holds its tail only. */
                uint64_t end = MIN(ranges[i].offset + ranges[i].length, (uint64_t) st.st_size);
                if (end <= ranges[i].offset)
                        continue;
                r = plan_file_add_range(f, ranges[i].offset, end - ranges[i].offset, RANGE_SOURCE_NEIGHBOUR);
                if (r < 0)
                        return r;
                nb->added_bytes += end - ranges[i].offset;
        }
        nb->added_files++;
        return 0;
}

/* The entries of the directories around gap g whose inodes lie between its two files'. */
static int fill_gap(Neighbours *nb, const NeighbourGap *g) {
        const struct stat *sa = &nb->st[g->a], *sb = &nb->st[g->b];
        ino_t lo = MIN(sa->st_ino, sb->st_ino), hi = MAX(sa->st_ino, sb->st_ino);
        unsigned opened = 0;
        int r;

        const DirListing *first = NULL;

        for (int side = 0; side < 2; side++) {
                const PlanFile *pf = &nb->plan->files[side == 0 ? g->a : g->b];
                const DirListing *d;
                r = dir_listing(nb, pf->real_path ?: pf->path, &d);
                if (r < 0)
                        return r;
                /* Both files in one directory: its listing is scanned once. */
                if (!d || (side == 1 && d == first))
                        continue;
                first = d;
                for (size_t i = 0; i < d->n_entries && opened < NEIGHBOURS_CANDIDATES_MAX; i++) {
                        const DirEntry *e = &d->entries[i];
                        if (e->ino <= lo || e->ino >= hi || tried(nb, e->ino))
                                continue;
                        opened++;
                        r = try_candidate(nb, d, e, g);
                        if (r < 0)
                                return r;
                }
        }
        return 0;
}

int plan_add_neighbours(Plan *p, uint64_t max_gap, size_t *ret_files, uint64_t *ret_bytes) {
        _cleanup_free_ NeighbourRun *runs = NULL;
        _cleanup_free_ NeighbourGap *gaps = NULL;
        Neighbours nb = { .plan = p, .n_plan = p->n_files };
        size_t n_runs = 0, n_runs_allocated = 0, n_gaps = 0;
        int r = 0;

        if (p->n_files == 0 || max_gap == 0)
                goto done;
        nb.st = calloc(p->n_files, sizeof(struct stat));
        if (!nb.st)
                return -ENOMEM;
        for (size_t i = 0; i < nb.n_plan && r >= 0; i++) {
                const PlanFile *pf = &p->files[i];
                _cleanup_close_ int fd = -EBADF;
                _cleanup_free_ Extent *ext = NULL;
                size_t n_ext = 0;
                const char *reason;

                if (pf->n_ranges == 0 || schedule_file_open(pf, &fd, &nb.st[i], &reason) < 0)
                        continue;
                r = mark_tried(&nb, nb.st[i].st_ino);
                if (r < 0)
                        break;
                if (device_file_extents(fd, 0, (uint64_t) nb.st[i].st_size, &ext, &n_ext) < 0)
                        continue;
                for (size_t j = 0; j < pf->n_ranges; j++)
                        for (size_t k = 0; k < n_ext; k++) {
                                uint64_t a = MAX(pf->ranges[j].offset, ext[k].logical);
                                uint64_t b = MIN(pf->ranges[j].offset + pf->ranges[j].length,
                                                 ext[k].logical + ext[k].length);
                                if (a >= b)
                                        continue;
                                if (ARRAY_GROW(runs, n_runs_allocated, n_runs) < 0) {
                                        r = -ENOMEM;
                                        break;
                                }
                                /* Whole blocks: a file's tail fills the rest of its last one. */
                                uint64_t end = ext[k].physical + (b - ext[k].logical);
                                (void) round_up_u64(end, plan_page_size(), &end);
                                runs[n_runs++] = (NeighbourRun) { .dev = nb.st[i].st_dev, .file = i,
                                        .start = ext[k].physical + (a - ext[k].logical), .end = end };
                        }
        }
        if (r >= 0)
                r = neighbour_gaps(runs, n_runs, max_gap, &gaps, &n_gaps);
        for (size_t i = 0; i < n_gaps && r >= 0; i++)
                r = fill_gap(&nb, &gaps[i]);
done:
        for (size_t i = 0; i < nb.n_dirs; i++) {
                for (size_t j = 0; j < nb.dirs[i].n_entries; j++)
                        free(nb.dirs[i].entries[j].name);
                free(nb.dirs[i].entries);
                free(nb.dirs[i].path);
        }
        free(nb.dirs);
        free(nb.tried);
        free(nb.st);
        if (ret_files)
                *ret_files = nb.added_files;
        if (ret_bytes)
                *ret_bytes = nb.added_bytes;
        return r;
}
