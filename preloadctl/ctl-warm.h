/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl warm, status and evict: read a plan into the page cache, show what is cached, drop it. */
#pragma once

int verb_warm(int argc, char **argv);
int verb_status(int argc, char **argv);
int verb_evict(int argc, char **argv);
