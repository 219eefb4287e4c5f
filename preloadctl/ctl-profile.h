/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl profile export|import: portable profiles (profile-portable.h). */
#pragma once

int verb_profile(int argc, char **argv);
