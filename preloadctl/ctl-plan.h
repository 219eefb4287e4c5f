/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl deps and plan. */
#pragma once

int verb_deps(int argc, char **argv);
int verb_plan(int argc, char **argv);
