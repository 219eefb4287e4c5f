/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl plan: the files and ranges a warm of targets would read. */
#pragma once

int verb_plan(int argc, char **argv);
