/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl run: asks preloadd to warm a command's application, then becomes the command. */
#pragma once

/*
 * run [--] COMMAND...: when COMMAND's program is a configured application's Exec= or has a learned
 * profile, asks preloadd (without waiting) to warm it; then execs COMMAND in any case. Returns only
 * when the exec fails: 127 (not found) or 126.
 */
int verb_run(int argc, char **argv);
