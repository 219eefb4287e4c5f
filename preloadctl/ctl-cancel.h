/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * preloadctl cancel; it also implements ctl-warm.h's watch over a warm preloadd runs while
 * preloadctl waits for it.
 */
#pragma once


int verb_cancel(int argc, char **argv);
