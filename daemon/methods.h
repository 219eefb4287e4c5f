/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadd's control methods (Warm, Status, List, Reload, Cancel, Forget) over its Manager. */
#pragma once

#include "control.h"

/* The method table; control_new()'s userdata is the Manager (manager.h), which takes it from
 * ManagerOptions.vtable. */
extern const ControlVTable methods_vtable;
