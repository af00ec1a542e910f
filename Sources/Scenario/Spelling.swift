/// "Did you mean …?" suggestions: the candidate nearest to a misspelt name by edit distance.
public enum Spelling {
    /// Edit distance with transpositions (`chlid` → `child` is one edit); a change of case costs half, so
    /// `addchild` finds `addChild`.
    static func distance(_ a: String, _ b: String) -> Double {
        let x = Array(a), y = Array(b)
        if x.isEmpty { return Double(y.count) }
        if y.isEmpty { return Double(x.count) }
        var d = [[Double]](repeating: [Double](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { d[i][0] = Double(i) }
        for j in 0...y.count { d[0][j] = Double(j) }
        for i in 1...x.count {
            for j in 1...y.count {
                let substitution: Double
                if x[i - 1] == y[j - 1] { substitution = 0 }
                else if x[i - 1].lowercased() == y[j - 1].lowercased() { substitution = 0.5 }
                else { substitution = 1 }
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + substitution)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[x.count][y.count]
    }

    /// The closest candidate, if it is close enough to be a plausible typo (at most a third of the
    /// name's length, and at least one edit is always allowed).
    public static func nearest(to name: String, in candidates: [String]) -> String? {
        guard name.count <= 64 else { return nil }
        let limit = max(1.0, Double(name.count) / 3)
        var best: (String, Double)?
        for c in Set(candidates) where c != name && c.count <= 64 {
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
