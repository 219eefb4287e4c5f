/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl evict: drops a plan's pages from the page cache, in-process. */
#pragma once

int verb_evict(int argc, char **argv);
