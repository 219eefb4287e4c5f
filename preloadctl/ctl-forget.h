/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl forget: what was learned of applications, removed (forget.h). */
#pragma once

int verb_forget(int argc, char **argv);
