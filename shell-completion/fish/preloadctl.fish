# SPDX-License-Identifier: LGPL-2.1-or-later
# fish completion for preloadctl(1)

# Application names, as preloadctl itself finds them (preloadd's, or the directories it searches).
function __preloadctl_apps
    preloadctl list --json 2>/dev/null | string replace -ar '[,{]' '\n' | string match -r '"id": *"[^"]*"' | string replace -r '.*"id": *"([^"]*)"' '$1' | sort -u
end

# Applications with launch counts (learned ones, and configured ones launched), for forget.
function __preloadctl_learned
    preloadctl list --json 2>/dev/null | string replace -ar '[,{]' '\n' | string match -r '"name": *"[^"]*"' | string replace -r '.*"name": *"([^"]*)"' '$1' | sort -u
end

set -l verbs deps plan warm status evict relocate cancel forget list reload cat-config check-config record bench doctor run profile
complete -c preloadctl -f

complete -c preloadctl -n "not __fish_seen_subcommand_from $verbs" -a deps -d 'List the objects ld.so loads for FILE'
complete -c preloadctl -n "not __fish_seen_subcommand_from $verbs" -a plan -d 'Show the files and ranges a warm would read'
complete -c preloadctl -n "not __fish_seen_subcommand_from $verbs" -a warm -d 'Read the plan of TARGETs into the page cache'
complete -c preloadctl -n "not __fish_seen_subcommand_from $verbs" -a status -d 'Show preloadd state or plan residency'
complete -c preloadctl -n "not __fish_seen_subcommand_from $verbs" -a evict -d 'Drop the plan pages from the page cache'
complete -c preloadctl -n "not __fish_seen_subcommand_from $verbs" -a relocate -d 'Lay out the plan files one after another on the disk'
complete -c preloadctl -n '__fish_seen_subcommand_from relocate' -l dry-run -d 'Measure the layout, move nothing'
complete -c preloadctl -n '__fish_seen_subcommand_from relocate' -l max-mib -x -d 'Refuse plans larger than N MiB'
complete -c preloadctl -n "not __fish_seen_subcommand_from $verbs" -a cancel -d 'Cancel preloadd warms'
complete -c preloadctl -n "not __fish_seen_subcommand_from $verbs" -a forget -d 'Remove what was learned of applications'
complete -c preloadctl -n '__fish_seen_subcommand_from forget' -a '(__preloadctl_learned)' -d 'Learned application'
complete -c preloadctl -n '__fish_seen_subcommand_from forget' -l all -d 'Every application learned'
complete -c preloadctl -n '__fish_seen_subcommand_from forget' -l local -d 'Work in-process'
complete -c preloadctl -n "not __fish_seen_subcommand_from $verbs" -a list -d 'List the configured applications'
complete -c preloadctl -n "not __fish_seen_subcommand_from $verbs" -a reload -d 'Make preloadd re-read its configuration'
complete -c preloadctl -n "not __fish_seen_subcommand_from $verbs" -a cat-config -d 'Show the directories searched and the files'
complete -c preloadctl -n "not __fish_seen_subcommand_from $verbs" -a check-config -d 'Validate the configuration files'
complete -c preloadctl -n "not __fish_seen_subcommand_from $verbs" -a record -d 'Run COMMAND cold and save what its start read'
complete -c preloadctl -n "not __fish_seen_subcommand_from $verbs" -a bench -d 'Time COMMAND cold and after a warm'
complete -c preloadctl -n "not __fish_seen_subcommand_from $verbs" -a doctor -d 'Find what makes program starts slow'
complete -c preloadctl -n "not __fish_seen_subcommand_from $verbs" -a run -d 'Ask preloadd to warm COMMAND, then run it'
complete -c preloadctl -n "not __fish_seen_subcommand_from $verbs" -l version -d 'Show the version'

# Common options
complete -c preloadctl -s h -l help -d 'Show help'
complete -c preloadctl -s v -l verbose -d 'Say more'
complete -c preloadctl -l json -d 'Print JSON'
complete -c preloadctl -l library-path -r -F -d 'LD_LIBRARY_PATH of the target'
complete -c preloadctl -l ld-cache -r -F -d 'ld.so cache'
complete -c preloadctl -l plan -x -a 'auto static profile' -d 'Plan source'
complete -c preloadctl -l profile-dir -x -a '(__fish_complete_directories)' -d 'Profile directory'
complete -c preloadctl -l metadata -x -a 'default serial stat dirs extents' -d 'Metadata pass before a profile\'s data'

# Verb options
complete -c preloadctl -n '__fish_seen_subcommand_from warm status list' -l local -d 'Work in-process'
complete -c preloadctl -n '__fish_seen_subcommand_from warm' -l no-metadata-pass -d 'No metadata pass before the data'
complete -c preloadctl -n '__fish_seen_subcommand_from warm' -l no-metadata-map -d 'Walk the paths, no stored metadata map'
complete -c preloadctl -n '__fish_seen_subcommand_from warm' -l metad-socket -r -F -d 'preload-metad socket'
complete -c preloadctl -n '__fish_seen_subcommand_from warm status evict list cat-config check-config doctor' -l config-dir -x -a '(__fish_complete_directories)' -d 'Configuration directory'
complete -c preloadctl -n '__fish_seen_subcommand_from warm status evict doctor' -l sysfs-root -x -a '(__fish_complete_directories)' -d 'Fake sysfs tree'
complete -c preloadctl -n '__fish_seen_subcommand_from warm status evict doctor' -l meminfo -r -F -d 'Fake meminfo'
complete -c preloadctl -n '__fish_seen_subcommand_from warm' -s w -l wait -d 'Wait until cached'
complete -c preloadctl -n '__fish_seen_subcommand_from warm bench' -l strategy -x -a 'read willneed madvise populate uring' -d 'Strategy'
complete -c preloadctl -n '__fish_seen_subcommand_from warm' -l dry-run -d 'Print the schedule'
complete -c preloadctl -n '__fish_seen_subcommand_from warm' -l order -x -a 'auto plan physical' -d 'Request order'
complete -c preloadctl -n '__fish_seen_subcommand_from warm' -l bridge -x -d 'Gap size to read'
complete -c preloadctl -n '__fish_seen_subcommand_from warm' -l neighbours -x -d 'Gap size between files to read'
complete -c preloadctl -n '__fish_seen_subcommand_from warm' -l budget -x -d 'Percent of MemAvailable'
complete -c preloadctl -n '__fish_seen_subcommand_from warm' -l refuse-over-budget -d 'Warm nothing over budget'
complete -c preloadctl -n '__fish_seen_subcommand_from warm' -l ioprio -x -a 'best-effort idle keep' -d 'I/O class'
complete -c preloadctl -n '__fish_seen_subcommand_from warm' -l max-request -x -d 'Request size cap'
complete -c preloadctl -n '__fish_seen_subcommand_from plan warm' -l static-segment-max -x -d 'Read less of larger segments'
complete -c preloadctl -n '__fish_seen_subcommand_from record' -s n -l name -x -d 'Profile name'
complete -c preloadctl -n '__fish_seen_subcommand_from record bench' -s t -l timeout -x -d 'Seconds'
complete -c preloadctl -n '__fish_seen_subcommand_from record' -s o -l output -r -F -d 'Profile file'
complete -c preloadctl -n '__fish_seen_subcommand_from record' -l system -d 'System profile directory'
complete -c preloadctl -n '__fish_seen_subcommand_from record' -l no-evict -d 'Keep the cache'
complete -c preloadctl -n '__fish_seen_subcommand_from record' -l mode -x -a 'auto ptrace tracefs' -d 'Recording mode'
complete -c preloadctl -n '__fish_seen_subcommand_from bench' -s n -l runs -x -d 'Repetitions'
complete -c preloadctl -n '__fish_seen_subcommand_from bench' -l target -x -a '(__preloadctl_apps)' -d 'What to warm'

# Arguments
complete -c preloadctl -n '__fish_seen_subcommand_from plan warm status evict doctor cancel' -a '(__preloadctl_apps)' -d 'Application'
complete -c preloadctl -n '__fish_seen_subcommand_from deps plan warm status evict doctor' -F
complete -c preloadctl -n '__fish_seen_subcommand_from record bench run' -a '(__fish_complete_command)'
complete -c preloadctl -n "not __fish_seen_subcommand_from $verbs" -a profile -d 'Move learned profiles between machines'
complete -c preloadctl -n '__fish_seen_subcommand_from profile; and not __fish_seen_subcommand_from export import' -a 'export import'
complete -c preloadctl -n '__fish_seen_subcommand_from profile; and __fish_seen_subcommand_from export' -a '(__preloadctl_learned)' -d 'Learned application'
complete -c preloadctl -n '__fish_seen_subcommand_from profile; and __fish_seen_subcommand_from import' -F
complete -c preloadctl -n '__fish_seen_subcommand_from profile' -s o -l output -r -d 'Write the portable profile to FILE'
complete -c preloadctl -n '__fish_seen_subcommand_from profile' -l system -d 'Every user\'s profiles; without FILE, the shipped ones'
complete -c preloadctl -n '__fish_seen_subcommand_from profile' -l config-dir -x -a '(__fish_complete_directories)' -d 'Shipped profiles in DIR/profiles'
