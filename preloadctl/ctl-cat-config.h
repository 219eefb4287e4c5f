/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl cat-config: the directories searched and the configuration files in effect. */
#pragma once

int verb_cat_config(int argc, char **argv);
