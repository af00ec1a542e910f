/// `relation=` of a constraint; absent means equal.
public enum IBLayoutRelation: String, Sendable, Hashable {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual
}
