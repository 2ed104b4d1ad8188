import type { Tag } from "../../model/tag/Tag";
import type { TagRepo } from "../../model/tag/TagRepo";
import type { Clock } from "../../shared/Clock";
import type { IdGenerator, UserId } from "../../shared/Id";
import { parseName } from "../../shared/text";

export class CreateTag {
  constructor(
    private readonly tags: TagRepo,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(userId: UserId, input: { name: string }): Promise<Tag> {
    const tag: Tag = { id: this.ids.next(), userId, name: parseName(input.name), createdAt: this.clock.now() };
    await this.tags.create(tag);
    return tag;
  }
}
