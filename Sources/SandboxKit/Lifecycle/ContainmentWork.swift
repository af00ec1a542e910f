/// How many elements the containment bookkeeping has visited: siblings searched when a child controller
/// or a subview leaves, registry entries swept, ancestors walked by the checker. Tests read it to check that adding and
/// removing N children costs work proportional to N (a count, not a time, so it holds on any machine).
enum ContainmentWork {
    @MainActor static var steps = 0
}
