/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadd's control methods: Warm, Status, List, Reload, Cancel (protocol.h), over a Manager. */
#pragma once

#include "control.h"

/* The method table control_new() takes, with the Manager as userdata. */
extern const ControlVTable manager_vtable;
