/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl list, reload, cat-config, check-config: preloadd's configuration, or the files in-process. */
#pragma once

int verb_list(int argc, char **argv);
int verb_reload(int argc, char **argv);
int verb_cat_config(int argc, char **argv);
int verb_check_config(int argc, char **argv);
