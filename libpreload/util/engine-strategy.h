/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The engine's strategies by name (engine.h says what each one does). Below the engine so that
 * what only names a strategy (preloadd.conf's Strategy=, the command line) need not reach it.
 */
#pragma once

typedef enum EngineStrategy {
        ENGINE_STRATEGY_WILLNEED,
        ENGINE_STRATEGY_MADVISE,
        ENGINE_STRATEGY_READ,
        ENGINE_STRATEGY_POPULATE,
        ENGINE_STRATEGY_URING,
        _ENGINE_STRATEGY_MAX,
} EngineStrategy;

/* The strategy of a warm nobody chose one for (preloadctl warm, preloadd without Strategy=). */
/* uring: as read, and its batches merge the requests of files adjacent on the disk (measured:
 * inkscape's data requests 539 -> 413, with the neighbours 270; bench/results/data-hdd.md). */
#define ENGINE_STRATEGY_DEFAULT ENGINE_STRATEGY_URING

/* The strategy's name ("willneed", ...), a static string; NULL for a value out of range. */
const char *engine_strategy_to_string(EngineStrategy s);
/* The strategy named s. Returns 0 with *ret set, or -EINVAL for a name no strategy has. */
int engine_strategy_from_string(const char *s, EngineStrategy *ret);
