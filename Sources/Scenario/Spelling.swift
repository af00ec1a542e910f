/// "Did you mean …?" suggestions: the candidate nearest to a misspelt name by edit distance.
enum Spelling {
    /// Levenshtein distance, case-insensitive substitutions cost half so `addchild` finds `addChild`.
    static func distance(_ a: String, _ b: String) -> Double {
        let x = Array(a), y = Array(b)
        if x.isEmpty { return Double(y.count) }
        if y.isEmpty { return Double(x.count) }
        var previous = (0...y.count).map(Double.init)
        var current = previous
        for i in 1...x.count {
            current[0] = Double(i)
            for j in 1...y.count {
                let substitution: Double
                if x[i - 1] == y[j - 1] { substitution = 0 }
                else if x[i - 1].lowercased() == y[j - 1].lowercased() { substitution = 0.5 }
                else { substitution = 1 }
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + substitution)
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }

    /// The closest candidate, if it is close enough to be a plausible typo (at most a third of the
    /// name's length, and at least one edit is always allowed).
    static func nearest(to name: String, in candidates: [String]) -> String? {
        let limit = max(1.0, Double(name.count) / 3)
        var best: (String, Double)?
        for c in Set(candidates) where c != name {
            let d = distance(name, c)
            if d <= limit, best.map({ d < $0.1 || (d == $0.1 && c < $0.0) }) ?? true { best = (c, d) }
        }
        return best?.0
    }

    /// `; did you mean 'x'?` or the empty string.
    static func suggestion(for name: String, in candidates: [String]) -> String {
        nearest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
