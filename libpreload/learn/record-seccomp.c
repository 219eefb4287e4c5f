/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The system calls the recorder stops at: the lookup calls and the seccomp BPF filter. */
#include <errno.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <stdlib.h>
#include <sys/mman.h>

#include "macro.h"
#include "record-internal.h"

#ifndef MADV_PAGEOUT
#define MADV_PAGEOUT 21
#endif
#ifndef MADV_DONTNEED_LOCKED
#define MADV_DONTNEED_LOCKED 24
#endif

/*
 * System calls that look a path up, with the argument positions of the path and of the directory
 * fd it is relative to (-1: the working directory). Calls missing on an architecture are -1.
 */
#ifdef __NR_stat
#define NR_STAT __NR_stat
#define NR_LSTAT __NR_lstat
#define NR_ACCESS __NR_access
#define NR_READLINK __NR_readlink
#else
#define NR_STAT (-1L)
#define NR_LSTAT (-1L)
#define NR_ACCESS (-1L)
#define NR_READLINK (-1L)
#endif
#ifdef __NR_faccessat2
#define NR_FACCESSAT2 __NR_faccessat2
#else
#define NR_FACCESSAT2 (-1L)
#endif
static const LookupCall lookup_calls[] = {
        { NR_STAT, 0, -1 },       { NR_LSTAT, 0, -1 },        { NR_ACCESS, 0, -1 },
        { NR_READLINK, 0, -1 },   { __NR_newfstatat, 1, 0 },  { __NR_statx, 1, 0 },
        { __NR_faccessat, 1, 0 }, { NR_FACCESSAT2, 1, 0 },    { __NR_readlinkat, 1, 0 },
        { __NR_execve, 0, -1 },   { __NR_execveat, 1, 0 },    { NR_OPEN, 0, -1 },
        { __NR_openat, 1, 0 },    { NR_OPENAT2, 1, 0 },
};

const LookupCall *record_lookup_call(uint64_t nr) {
        for (size_t i = 0; i < ELEMENTSOF(lookup_calls); i++)
                if (nr_is(nr, lookup_calls[i].nr))
                        return &lookup_calls[i];
        return NULL;
}

#ifdef RECORD_AUDIT_ARCH

static void bpf_emit(Bpf *b, uint16_t code, uint32_t k, int jt, int jf) {
        if (b->n >= ELEMENTSOF(b->insn))
                abort(); /* the program is fixed; this cannot grow at run time */
        b->insn[b->n] = (struct sock_filter) BPF_STMT(code, k);
        b->jt[b->n] = jt;
        b->jf[b->n] = jf;
        b->n++;
}

static void bpf_label(Bpf *b, int label) {
        b->label[label] = (int) b->n;
}

static void bpf_trace_nr(Bpf *b, long nr) {
        if (nr >= 0)
                bpf_emit(b, BPF_JMP | BPF_JEQ | BPF_K, (uint32_t) nr, L_TRACE, L_NEXT);
}

static uint32_t arg_low(unsigned i) {
        /* The low 32 bits of a 64-bit argument; enough for flags and advice values. */
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        return (uint32_t) (offsetof(struct seccomp_data, args) + i * sizeof(uint64_t));
#else
        return (uint32_t) (offsetof(struct seccomp_data, args) + i * sizeof(uint64_t) + 4);
#endif
}

int record_filter_build(Bpf *b) {
        *b = (Bpf) {};
        bpf_emit(b, BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch), L_NEXT, L_NEXT);
        bpf_emit(b, BPF_JMP | BPF_JEQ | BPF_K, RECORD_AUDIT_ARCH, L_NEXT, L_ALLOW);
        bpf_emit(b, BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr), L_NEXT, L_NEXT);
#ifdef __x86_64__
        /* x32 system calls share the architecture value; they are not recorded. */
        bpf_emit(b, BPF_JMP | BPF_JGE | BPF_K, 0x40000000u, L_ALLOW, L_NEXT);
#endif
        bpf_trace_nr(b, NR_OPEN);
        bpf_trace_nr(b, __NR_openat);
        bpf_trace_nr(b, NR_OPENAT2);
        bpf_trace_nr(b, __NR_read);
        bpf_trace_nr(b, __NR_readv);
        bpf_trace_nr(b, __NR_pread64);
        bpf_trace_nr(b, __NR_preadv);
        bpf_trace_nr(b, __NR_preadv2);
        bpf_trace_nr(b, __NR_munmap);
        bpf_trace_nr(b, __NR_mremap);
        bpf_trace_nr(b, __NR_execve);
        bpf_trace_nr(b, __NR_execveat);
        bpf_trace_nr(b, __NR_exit_group);
        /* The lookup-only calls; opens and execs are traced above. */
        for (size_t i = 0; i < ELEMENTSOF(lookup_calls); i++)
                if (!nr_is_open((uint64_t) lookup_calls[i].nr) && lookup_calls[i].nr != __NR_execve &&
                    lookup_calls[i].nr != __NR_execveat)
                        bpf_trace_nr(b, lookup_calls[i].nr);
        bpf_emit(b, BPF_JMP | BPF_JEQ | BPF_K, __NR_mmap, L_MMAP, L_NEXT);
        bpf_emit(b, BPF_JMP | BPF_JEQ | BPF_K, __NR_madvise, L_MADVISE, L_NEXT);
        bpf_emit(b, BPF_JMP | BPF_JA, 0, L_ALLOW, L_ALLOW);

        /* mmap over an existing mapping replaces it: only MAP_FIXED can. */
        bpf_label(b, L_MMAP);
        bpf_emit(b, BPF_LD | BPF_W | BPF_ABS, arg_low(3), L_NEXT, L_NEXT);
        bpf_emit(b, BPF_JMP | BPF_JSET | BPF_K, MAP_FIXED, L_TRACE, L_ALLOW);

        /* The advice values that take pages out of the page tables. */
        bpf_label(b, L_MADVISE);
        bpf_emit(b, BPF_LD | BPF_W | BPF_ABS, arg_low(2), L_NEXT, L_NEXT);
        bpf_emit(b, BPF_JMP | BPF_JEQ | BPF_K, MADV_DONTNEED, L_TRACE, L_NEXT);
        bpf_emit(b, BPF_JMP | BPF_JEQ | BPF_K, MADV_FREE, L_TRACE, L_NEXT);
        bpf_emit(b, BPF_JMP | BPF_JEQ | BPF_K, MADV_REMOVE, L_TRACE, L_NEXT);
        bpf_emit(b, BPF_JMP | BPF_JEQ | BPF_K, MADV_PAGEOUT, L_TRACE, L_NEXT);
        bpf_emit(b, BPF_JMP | BPF_JEQ | BPF_K, MADV_DONTNEED_LOCKED, L_TRACE, L_ALLOW);

        bpf_label(b, L_ALLOW);
        bpf_emit(b, BPF_RET | BPF_K, SECCOMP_RET_ALLOW, L_NEXT, L_NEXT);
        bpf_label(b, L_TRACE);
        bpf_emit(b, BPF_RET | BPF_K, SECCOMP_RET_TRACE, L_NEXT, L_NEXT);

        /* Resolve labels into the forward offsets BPF wants. */
        for (size_t i = 0; i < b->n; i++) {
                uint16_t cls = BPF_CLASS(b->insn[i].code);
                if (cls != BPF_JMP)
                        continue;
                int jt = b->jt[i] == L_NEXT ? (int) i + 1 : b->label[b->jt[i]];
                int jf = b->jf[i] == L_NEXT ? (int) i + 1 : b->label[b->jf[i]];
                if (jt <= (int) i || jf <= (int) i || jt - (int) i - 1 > 255 || jf - (int) i - 1 > 255)
                        return -EINVAL;
                if (BPF_OP(b->insn[i].code) == BPF_JA)
                        b->insn[i].k = (uint32_t) (jt - (int) i - 1);
                else {
                        b->insn[i].jt = (uint8_t) (jt - (int) i - 1);
                        b->insn[i].jf = (uint8_t) (jf - (int) i - 1);
                }
        }
        return 0;
}

#endif
