/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl reload: makes preloadd re-read its configuration. */
#pragma once

int verb_reload(int argc, char **argv);
