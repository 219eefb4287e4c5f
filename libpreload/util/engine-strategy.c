/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The engine's strategies by name. */
#include <errno.h>
#include <string.h>

#include "engine-strategy.h"

static const char *const strategy_names[_ENGINE_STRATEGY_MAX] = {
        [ENGINE_STRATEGY_WILLNEED] = "willneed",
        [ENGINE_STRATEGY_MADVISE] = "madvise",
        [ENGINE_STRATEGY_READ] = "read",
        [ENGINE_STRATEGY_POPULATE] = "populate",
        [ENGINE_STRATEGY_URING] = "uring",
};

const char *engine_strategy_to_string(EngineStrategy s) {
        return (unsigned) s < _ENGINE_STRATEGY_MAX ? strategy_names[s] : NULL;
}

int engine_strategy_from_string(const char *s, EngineStrategy *ret) {
        for (EngineStrategy i = 0; i < _ENGINE_STRATEGY_MAX; i++)
                if (strcmp(s, strategy_names[i]) == 0) {
                        *ret = i;
                        return 0;
                }
        return -EINVAL;
}
