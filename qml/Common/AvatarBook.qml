// AvatarBook: each family player's avatar by name, for screens that know a seat by its name
// only (the end of a game, whose table holds names, not players). The shell fills `byName`
// from the family history (FamilyHistory.avatars); a name not in it has no avatar.
pragma Singleton
import QtQuick

QtObject {
    property var byName: ({})

    function of(name: string): string {
        return byName[name] ?? ""
    }
}
