/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* Page-cache residency of files and plans, with "unknown" where the kernel will not tell. */
#include <errno.h>
#include <json-c/json.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "macro.h"
#include "residency.h"
#include "schedule.h"
#include "json-util.h"

PlanResidency *plan_residency_free(PlanResidency *r) {
        if (!r)
                return NULL;
        free(r->files);
        free(r);
        return NULL;
}

int residency_plan(const Plan *p, PlanResidency **ret) {
        PlanResidency *res = calloc(1, sizeof(*res));
        uint64_t page = plan_page_size();
        int r;

        if (!res)
                return -ENOMEM;
        if (p->n_files > 0) {
                res->files = calloc(p->n_files, sizeof(FileResidency));
                if (!res->files) {
                        free(res);
                        return -ENOMEM;
                }
        }
        res->n_files = p->n_files;

        for (size_t i = 0; i < p->n_files; i++) {
                const PlanFile *pf = &p->files[i];
                FileResidency *fr = &res->files[i];
                _cleanup_close_ int fd = -EBADF;
                const char *reason = NULL;
                struct stat st;
                uint64_t limit;

                r = schedule_file_open(pf, &fd, &st, &reason);
                if (r < 0) {
                        fr->error = r;
                        fr->reason = reason;
                        res->n_errors++;
                        continue;
                }
                if (!round_up_u64((uint64_t) st.st_size, page, &limit))
                        limit = UINT64_MAX;
                fr->known = true;
                for (size_t j = 0; j < pf->n_ranges; j++) {
                        uint64_t a = pf->ranges[j].offset, b = a + pf->ranges[j].length, c = 0;
                        if (a >= limit)
                                continue;
                        b = MIN(b, limit);
                        fr->total += b - a;
                        if (!fr->known)
                                continue;
                        r = residency_fd_range(fd, a, b - a, &c);
                        if (r == -EPERM) {
                                fr->known = false;
                                continue;
                        }
                        if (r == -ENOMEM)
                                goto fail;
                        if (r < 0) {
                                fr->error = r;
                                fr->known = false;
                                break;
                        }
                        fr->cached += c;
                }
                if (fr->error) {
                        res->n_errors++;
                } else if (fr->known) {
                        res->cached += fr->cached;
                        res->total_known += fr->total;
                } else {
                        fr->cached = 0;
                        res->n_unknown++;
                        res->total_unknown += fr->total;
                }
        }
        *ret = res;
        return 0;
fail:
        plan_residency_free(res);
        return -ENOMEM;
}

const char *file_residency_problem(const FileResidency *f) {
        if (f->error)
                return f->reason ? f->reason : strerror(-f->error);
        if (!f->known)
                return "unknown (" RESIDENCY_HIDDEN_REASON ")";
        return NULL;
}

int plan_residency_to_json(const PlanResidency *r, const Plan *p, json_object **ret) {
        json_object *o = json_object_new_object(), *files = json_object_new_array();

        if (!o || !files)
                goto fail;
        for (size_t i = 0; i < r->n_files && i < p->n_files; i++) {
                const FileResidency *f = &r->files[i];
                json_object *e = json_object_new_object();
                if (!e)
                        goto fail;
                if (json_add(e, "path", json_object_new_string(p->files[i].path)) < 0 ||
                    json_add_nullable(e, "cached", f->known ? json_object_new_uint64(f->cached) : NULL, f->known) < 0 ||
                    json_add(e, "total", json_object_new_uint64(f->total)) < 0 ||
                    json_add(e, "known", json_object_new_boolean(f->known)) < 0 ||
                    json_add_nullable(e, "error", file_residency_problem(f) ?
                                      json_object_new_string(f->error ? file_residency_problem(f) : RESIDENCY_HIDDEN_REASON) : NULL,
                                      file_residency_problem(f) != NULL) < 0 ||
                    json_object_array_add(files, e) < 0) {
                        json_object_put(e);
                        goto fail;
                }
        }
        if (json_add(o, "files", files) < 0) {
                files = NULL;
                goto fail;
        }
        files = NULL;
        if (json_add(o, "cached", json_object_new_uint64(r->cached)) < 0 ||
            json_add(o, "total_known", json_object_new_uint64(r->total_known)) < 0 ||
            json_add(o, "total_unknown", json_object_new_uint64(r->total_unknown)) < 0 ||
            json_add(o, "files_unknown", json_object_new_uint64(r->n_unknown)) < 0 ||
            json_add(o, "files_failed", json_object_new_uint64(r->n_errors)) < 0)
                goto fail;
        *ret = o;
        return 0;
fail:
        json_object_put(files);
        json_object_put(o);
        return -ENOMEM;
}
