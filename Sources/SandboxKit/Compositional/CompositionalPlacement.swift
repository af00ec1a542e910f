import Foundation

/// The arithmetic of a compositional layout, done in "flow space": the collection view's scroll
/// direction is always y there, so one set of rules serves both directions. A horizontally scrolling
/// layout is computed transposed (a size's width and height swap, a horizontal group runs down) and its
/// frames turned back at the end.
@MainActor
struct CompositionalPlacement {
    /// The layout scrolls horizontally, so flow space is the real one transposed.
    let transposed: Bool

    func flip(_ s: CGSize) -> CGSize { transposed ? CGSize(width: s.height, height: s.width) : s }

    func flip(_ r: CGRect) -> CGRect {
        transposed ? CGRect(x: r.minY, y: r.minX, width: r.height, height: r.width) : r
    }

    func flip(_ i: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        transposed ? NSDirectionalEdgeInsets(top: i.leading, leading: i.top, bottom: i.trailing, trailing: i.bottom) : i
    }

    /// `size` in a container of flow size `container`, as a flow size.
    func resolve(_ size: NSCollectionLayoutSize, in container: CGSize) -> CGSize {
        flip(size.resolved(in: flip(container)))
    }

    /// Whether a group runs across flow space's x axis.
    func runsAcross(_ group: NSCollectionLayoutGroup) -> Bool {
        switch group.axis {
        case .horizontal: return !transposed
        case .vertical, .custom: return transposed
        }
    }

    /// The frames of up to `limit` items placed by `group` at flow size `size`, relative to the group's
    /// origin, in item order.
    func frames(of group: NSCollectionLayoutGroup, size: CGSize, limit: Int) -> [CGRect] {
        guard limit > 0, !group.subitems.isEmpty else { return [] }
        let across = runsAcross(group)
        let length = across ? size.width : size.height
        let spacing = max(group.interItemSpacing?.spacing ?? 0, 0)
        // each slot: the subitem, its flow size, and where it starts along the group
        var slots: [(item: NSCollectionLayoutItem, size: CGSize, start: CGFloat)] = []
        if let count = group.count {
            let each = max((length - spacing * CGFloat(count - 1)) / CGFloat(count), 0)
            for i in 0..<min(count, 10_000) {
                var s = resolve(group.subitems[0].layoutSize, in: size)
                if across { s.width = each } else { s.height = each }
                slots.append((group.subitems[0], s, CGFloat(i) * (each + spacing)))
            }
        } else {
            var start: CGFloat = 0, i = 0
            while slots.count < 10_000 {
                let item = group.subitems[i % group.subitems.count]
                let s = resolve(item.layoutSize, in: size)
                let along = across ? s.width : s.height
                if !slots.isEmpty, start + along > length + 0.001 { break }
                slots.append((item, s, start))
                start += along + spacing
                i += 1
                // items of no length would fill the group forever: one round of them is enough
                if along + spacing <= 0, i >= group.subitems.count { break }
            }
        }
        if let flexible = group.interItemSpacing, flexible.isFlexibleSpacing, slots.count > 1 {
            let used = slots.reduce(0) { $0 + (across ? $1.size.width : $1.size.height) } + spacing * CGFloat(slots.count - 1)
            let extra = max(length - used, 0) / CGFloat(slots.count - 1)
            var start: CGFloat = 0
            for i in slots.indices {
                slots[i].start = start
                start += (across ? slots[i].size.width : slots[i].size.height) + spacing + extra
            }
        }
        var result: [CGRect] = []
        for slot in slots {
            let origin = across ? CGPoint(x: slot.start, y: 0) : CGPoint(x: 0, y: slot.start)
            if let inner = slot.item as? NSCollectionLayoutGroup {
                let innerFrames = frames(of: inner, size: slot.size, limit: limit - result.count)
                result += innerFrames.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
            } else {
                result.append(inset(CGRect(origin: origin, size: slot.size), by: flip(slot.item.contentInsets)))
            }
            if result.count >= limit { break }
        }
        return Array(result.prefix(limit))
    }

    func inset(_ r: CGRect, by i: NSDirectionalEdgeInsets) -> CGRect {
        CGRect(x: r.minX + i.leading, y: r.minY + i.top,
               width: max(r.width - i.leading - i.trailing, 0), height: max(r.height - i.top - i.bottom, 0))
    }
}
