/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl list: the configured applications (and those learned), preloadd's or in-process. */
#pragma once

int verb_list(int argc, char **argv);
