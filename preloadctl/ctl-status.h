/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * preloadctl status: without a target preloadd's own state; with targets how much of each plan
 * is cached, through preloadd when it runs and the options allow, else in-process.
 */
#pragma once

int verb_status(int argc, char **argv);
