/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* A byte budget over a sliding window of buckets (see budget-window.h). */
#include "budget-window.h"
#include "macro.h"

#define SLOTS (BUDGET_WINDOW_BUCKETS + 1)

static uint64_t bucket_usec(uint64_t window_usec) {
        return MAX(window_usec / BUDGET_WINDOW_BUCKETS, (uint64_t) 1);
}

uint64_t budget_window_spent(const BudgetWindow *w, uint64_t window_usec, uint64_t now_usec) {
        uint64_t k = now_usec / bucket_usec(window_usec), sum = 0;

        /* The current bucket and the BUCKETS before it: a charge made at the very end of the
         * oldest of those is one window old at the start of the current one. */
        for (size_t i = 0; i < SLOTS; i++)
                if (w->index[i] <= k && k - w->index[i] <= BUDGET_WINDOW_BUCKETS &&
                    __builtin_add_overflow(sum, w->spent[i], &sum))
                        return UINT64_MAX;
        return sum;
}

void budget_window_charge(BudgetWindow *w, uint64_t window_usec, uint64_t now_usec, uint64_t bytes) {
        uint64_t k = now_usec / bucket_usec(window_usec);
        size_t slot = (size_t) (k % SLOTS);

        if (w->index[slot] != k) {
                /* What the slot held is more than BUCKETS intervals old: it no longer counts. */
                w->index[slot] = k;
                w->spent[slot] = 0;
        }
        if (__builtin_add_overflow(w->spent[slot], bytes, &w->spent[slot]))
                w->spent[slot] = UINT64_MAX;
}
