/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl check-config: validates the configuration files. */
#pragma once

int verb_check_config(int argc, char **argv);
