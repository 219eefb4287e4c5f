/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * A byte budget over a sliding window (preload-metad's per-user budget). A fixed window refills
 * the whole budget at its edge, so two budgets can go within a second across it; here a charge
 * keeps counting for at least a whole window after it was made: whatever span of the window's
 * length one looks at, no more than the budget was charged in it.
 *
 * The window is cut into BUDGET_WINDOW_BUCKETS buckets, and a charge counts until the window has
 * passed since the end of its bucket: between one window and one window and a bucket after it
 * was made. One user's state is a few hundred bytes, whatever its number of requests.
 */
#pragma once

#include <stdint.h>

#define BUDGET_WINDOW_BUCKETS 10

typedef struct BudgetWindow {
        /* A ring: the bucket of slot i is the interval number index[i] (time / bucket length). */
        uint64_t index[BUDGET_WINDOW_BUCKETS + 1];
        uint64_t spent[BUDGET_WINDOW_BUCKETS + 1];
} BudgetWindow;

/* Bytes charged that still count at now_usec (a zeroed BudgetWindow has none). */
uint64_t budget_window_spent(const BudgetWindow *w, uint64_t window_usec, uint64_t now_usec);

/* Charges bytes at now_usec. now_usec never goes backwards (CLOCK_MONOTONIC). */
void budget_window_charge(BudgetWindow *w, uint64_t window_usec, uint64_t now_usec, uint64_t bytes);
