/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl deps: the objects ld.so loads for a program or library. */
#pragma once

int verb_deps(int argc, char **argv);
